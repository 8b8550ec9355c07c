"""`soep privacy retention [--dry-run]`: the retention run by hand (the server also runs it once a day)."""

from __future__ import annotations

import typer

from entrypoints.bootstrap import Container
from entrypoints.cli.running import run_on_database
from entrypoints.settings import load_settings
from soepkern.domain.retention import RetentionReport
from soepkern.domain.wording import counted, plural
from soepkern.services.outbox import purge_mail_bodies
from soepkern.services.privacy import run_retention

app = typer.Typer(help="Privacy (AVG): bewaartermijnen.", no_args_is_help=True)


@app.command("retention")
def retention(
    dry_run: bool = typer.Option(False, "--dry-run", help="Alleen tellen wat zou worden gewist."),
) -> None:
    """Anonimiseer inactieve klanten en verwijder oude contactberichten en e-mailteksten volgens de bewaartermijnen."""
    settings = load_settings()

    async def _run(container: Container) -> tuple[RetentionReport, int]:
        report = await run_retention(container.uow_factory, container.clock, settings.retention, dry_run=dry_run)
        if dry_run:
            return report, 0
        policy = settings.retention
        return report, await purge_mail_bodies(container.uow_factory, container.clock, policy.mail_body_days)

    report, mails = run_on_database(_run, settings)
    if report.dry_run:
        typer.echo(
            f"Proefdraai: {_would(report.customers_anonymised, 'klant', 'klanten')} geanonimiseerd en "
            f"{_would(report.contact_messages_deleted, 'contactbericht', 'contactberichten')} verwijderd; "
            f"{_would(report.old_records_anonymised, 'oude bestelling of donatie', 'oude bestellingen en donaties')}"
            " geanonimiseerd; "
            f"{_would(report.audit_entries_deleted, 'logboekregel', 'logboekregels')} verwijderd."
        )
    else:
        typer.echo(
            f"{counted(report.customers_anonymised, 'klant', 'klanten')} geanonimiseerd, "
            f"{counted(report.contact_messages_deleted, 'contactbericht', 'contactberichten')} verwijderd, "
            f"{counted(report.old_records_anonymised, 'oude bestelling of donatie', 'oude bestellingen en donaties')}"
            " geanonimiseerd, "
            f"{counted(report.audit_entries_deleted, 'logboekregel', 'logboekregels')} verwijderd, "
            f"{counted(mails, 'e-mailtekst', 'e-mailteksten')} gewist."
        )


def _would(count: int, singular: str, plural_form: str) -> str:
    """'1 klant zou worden', '2 klanten zouden worden'."""
    return f"{counted(count, singular, plural_form)} {plural(count, 'zou', 'zouden')} worden"
