"""`soep export kitchen` and `soep export labels` as a user runs them: files, exit codes, Dutch messages."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader

from tests.integration import test_cli

# The same database fixture and runner as the other CLI tests.
env = test_cli.env
invoke = test_cli.invoke


def test_export_kitchen_writes_the_pdf(env: dict[str, str], tmp_path: Path) -> None:
    assert invoke(env, "demo-data")[0] == 0
    code, output = invoke(env, "export", "kitchen", "--orderday", "999999")
    assert code == 1 and "Leverdag niet gevonden." in output and "Traceback" not in output
    texts = []
    for day_id in range(1, 7):  # the demo's six order days; some have orders
        target = tmp_path / f"keuken-{day_id}.pdf"
        code, output = invoke(env, "export", "kitchen", "--orderday", str(day_id), "--output", str(target))
        assert code == 0 and str(target) in output and "Keukenlijst met " in output, output
        texts.append("".join(page.extract_text() for page in PdfReader(target).pages))
    assert all(text.startswith("Keukenlijst leverdag ") for text in texts)
    assert any("Ophalen: " in text and "Bezorgen: " in text for text in texts)


def test_export_labels_lists_sheets_and_writes_the_pdf(env: dict[str, str], tmp_path: Path) -> None:
    code, output = invoke(env, "export", "labels", "--list-sheets")
    assert code == 0 and output.splitlines()[0].startswith("3x7\t") and output.splitlines()[1].startswith("2x7\t")
    assert invoke(env, "demo-data")[0] == 0
    code, output = invoke(env, "export", "labels")
    assert code == 1 and "De optie --orderday ontbreekt." in output
    code, output = invoke(env, "export", "labels", "--orderday", "1", "--sheet", "9x9")
    assert code == 1 and "Onbekend etiketvel. Kies 3x7 of 2x7." in output and "Traceback" not in output
    code, output = invoke(env, "export", "labels", "--orderday", "1", "--sheet", "2x7", "--start", "15")
    assert code == 1 and "De startpositie moet tussen 1 en 14 liggen." in output
    written = []
    for day_id in range(1, 7):
        target = tmp_path / f"etiketten-{day_id}.pdf"
        code, output = invoke(
            env,
            "export",
            "labels",
            "--orderday",
            str(day_id),
            "--sheet",
            "2x7",
            "--start",
            "3",
            "--output",
            str(target),
        )
        assert code == 0 and str(target) in output, output
        written.append("".join(page.extract_text() for page in PdfReader(target).pages))
    assert any(" · " in text for text in written)  # order number and name on the labels of a day with orders
