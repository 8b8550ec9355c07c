"""One declaration per route (`Operation`) and the common answers every API call can give."""

from __future__ import annotations

import re
from typing import Any

import attrs

from entrypoints.web.openapi.schemas import STR, Schema, ref

ANYONE = "anyone"
STAFF = "staff"  # any logged-in staff member whose role may use the area (401 / 403 otherwise)
JSON = "application/json"
RECORD_ID_PREFIXES = ("/web/admin/", "/api/", "/web/save-picture-category/")
INTEGER_PATH_PARAMETERS = ("id", "product")


@attrs.frozen
class Operation:
    method: str
    path: str
    summary: str
    access: str = ANYONE
    ok: Schema | None = None  # the JSON body of the 200 answer
    ok_media: str = JSON  # another media type for the 200 answer (its body is not described); "": no body
    body: Schema | None = None  # a JSON request body
    multipart: Schema | None = None  # a multipart/form-data request body
    form: Schema | None = None  # an application/x-www-form-urlencoded request body
    query: dict[str, Schema] = attrs.field(factory=dict)
    answers: dict[int, Any] = attrs.field(factory=dict)  # further answers: status -> description or (desc, schema)
    tag: str = ""

    def key(self) -> tuple[str, str]:
        return self.method.upper(), self.path


def _json(schema: Schema) -> dict[str, Any]:
    return {JSON: {"schema": schema}}


RETRY_AFTER = {"Retry-After": {"required": True, "schema": {"type": "string"}, "description": "seconds"}}


def _error(description: str, schema: str = "Message", headers: dict[str, Any] | None = None) -> dict[str, Any]:
    answer: dict[str, Any] = {"description": description, "content": _json(ref(schema))}
    if headers:
        answer["headers"] = headers
    return answer


def common_answers(op: Operation) -> dict[str, Any]:
    answers: dict[str, Any] = {
        "404": _error("Unknown record or path (JSON `message`)"),
        "422": _error("Bad input: a Dutch `message` and the `errors` map", "ErrorMap"),
        "429": _error("Too many attempts (`Retry-After` in seconds)", headers=RETRY_AFTER),
        "500": _error("A bug (logged); fuzzing and the tests treat it as a failure"),
        "503": _error("Migrating or the database briefly unavailable", headers=RETRY_AFTER),
    }
    if op.method.upper() != "GET":
        answers["403"] = _error("Cross-site request, or a staff call without the X-CSRF-Token header")
        answers["413"] = _error("Request body too large")
        answers["415"] = _error("A body that is not JSON")
    if op.access == STAFF:
        answers["401"] = _error("No valid staff session")
        answers["403"] = _error("The role does not permit this (or the CSRF header is missing)")
    return answers


def _parameters(op: Operation) -> list[dict[str, Any]]:
    parameters = []
    for name in re.findall(r"{(\w+)}", op.path):
        is_id = name in INTEGER_PATH_PARAMETERS and op.path.startswith(RECORD_ID_PREFIXES)
        schema = {"type": "integer", "minimum": 0, "maximum": 2147483647} if is_id else STR
        parameters.append({"name": name, "in": "path", "required": True, "schema": schema})
    for name, schema in op.query.items():
        parameters.append({"name": name, "in": "query", "required": False, "schema": schema})
    return parameters


def _request_body(op: Operation) -> dict[str, Any] | None:
    content: dict[str, Any] = {}
    if op.body is not None:
        content[JSON] = {"schema": op.body}
    if op.multipart is not None:
        content["multipart/form-data"] = {"schema": op.multipart}
    if op.form is not None:
        content["application/x-www-form-urlencoded"] = {"schema": op.form}
    return {"required": False, "content": content} if content else None


def operation_object(op: Operation) -> dict[str, Any]:
    if op.ok is not None:
        ok: dict[str, Any] = {"description": "OK", "content": _json(op.ok)}
    elif op.ok_media:
        ok = {"description": "OK", "content": {op.ok_media: {"schema": {}}}}
    else:
        ok = {"description": "OK, without a body"}
    responses: dict[str, Any] = {"200": ok, **common_answers(op)}
    for status, answer in op.answers.items():
        if isinstance(answer, tuple):
            description, schema = answer
            responses[str(status)] = {"description": description, "content": _json(schema)}
        else:
            responses[str(status)] = {"description": answer}
    who = "staff (see the role table in the spec)" if op.access == STAFF else "anyone"
    document: dict[str, Any] = {
        "operationId": re.sub(r"[^A-Za-z0-9]+", "_", f"{op.method}{op.path}").strip("_"),
        "summary": op.summary,
        "description": f"Who: {who}.",
        "tags": [op.tag] if op.tag else [],
        "parameters": _parameters(op),
        "responses": dict(sorted(responses.items())),
    }
    body = _request_body(op)
    if body is not None:
        document["requestBody"] = body
    if op.access == STAFF:
        document["security"] = [{"session": []}]
    return document
