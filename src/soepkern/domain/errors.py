"""The errors the core raises. The web layer maps each class to one HTTP status, the CLI to one exit code."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

DEFAULT_VALIDATION_MESSAGE = "De ingevoerde gegevens zijn niet geldig."


class DomainError(Exception):
    """Base class: an expected failure with a Dutch message for the user."""

    default_message = "Er is iets misgegaan."

    def __init__(self, message: str | None = None) -> None:
        self.message = message or self.default_message
        super().__init__(self.message)


class ValidationFailed(DomainError):
    """Bad input: HTTP 422 with the `errors` map (field name -> Dutch messages)."""

    default_message = DEFAULT_VALIDATION_MESSAGE

    def __init__(self, errors: Mapping[str, Sequence[str]], message: str | None = None) -> None:
        self.errors: dict[str, list[str]] = {field: list(msgs) for field, msgs in errors.items()}
        if message is None and self.errors:
            message = next(iter(self.errors.values()))[0]
        super().__init__(message)

    @classmethod
    def single(cls, field: str, message: str) -> ValidationFailed:
        return cls({field: [message]})


class NotFound(DomainError):
    """The record does not exist: HTTP 404."""

    default_message = "Niet gevonden."


class NotAuthenticated(DomainError):
    """No valid staff session: HTTP 401."""

    default_message = "U bent niet ingelogd. Log in om verder te gaan."


class NotPermitted(DomainError):
    """The role does not allow this: HTTP 403."""

    default_message = "Deze actie is niet toegestaan"


class TooManyAttempts(DomainError):
    """Rate limit hit: HTTP 429 with Retry-After."""

    default_message = "Te veel pogingen. Probeer het over enkele minuten opnieuw."

    def __init__(self, retry_after_seconds: int, message: str | None = None) -> None:
        self.retry_after_seconds = max(1, int(retry_after_seconds))
        super().__init__(message)


class AccountLocked(DomainError):
    """Too many failed attempts: HTTP 450 until a superuser or beheerder activates the account again."""

    default_message = "Uw account is vergrendeld. Neem contact op met uw systeembeheerder."


class LoginAttemptExpired(DomainError):
    """The code step's attempt is older than 10 minutes, already used or unknown: HTTP 451."""

    default_message = "Inlogpoging verlopen. Probeer het opnieuw."


class ResendTooSoon(DomainError):
    """A new code mail within 2 minutes of the last one: HTTP 451."""

    default_message = "Laatste email is minder dan 2 minuten geleden verzonden. Controleer uw inbox"


class ServiceUnavailable(DomainError):
    """An outside service (such as the payment provider) failed: HTTP 502 with a Dutch message."""

    default_message = "Deze dienst is op dit moment niet bereikbaar. Probeer het later opnieuw."


class ValidationErrors:
    """Collects field errors while checking a command; raise once at the end."""

    def __init__(self) -> None:
        self._errors: dict[str, list[str]] = {}

    def add(self, field: str, message: str) -> None:
        self._errors.setdefault(field, []).append(message)

    def __contains__(self, field: object) -> bool:
        return field in self._errors

    def __bool__(self) -> bool:
        return bool(self._errors)

    def raise_if_any(self) -> None:
        if self._errors:
            raise ValidationFailed(self._errors)
