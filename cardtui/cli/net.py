"""``cardtui serve``, ``cardtui host`` and ``cardtui join``: network play (docs/network.md).

Nothing here imports Textual: ``serve`` and ``host`` run headless.
"""

from __future__ import annotations

import asyncio
import shlex
import sys
from pathlib import Path
from typing import Any

import click

from cardtui.i18n import LANGUAGES, set_language, system_language, t

PORT = 8765


def _fail(message: str) -> None:
    click.echo(f"cardtui: error: {message}", err=True)
    sys.exit(2)


def _tls(cert: Path | None, key: Path | None) -> Any:
    from cardtui.net.serve import tls_context

    try:
        return tls_context(cert, key)
    except (ValueError, OSError) as exc:
        _fail(str(exc))


_bind = click.option(
    "--bind",
    default="127.0.0.1",
    show_default=True,
    help="Address to listen on; 0.0.0.0 for every interface (the LAN).",
)
_cert = click.option(
    "--cert",
    type=click.Path(dir_okay=False, path_type=Path),
    help="TLS certificate (PEM), with --key: clients connect with wss://.",
)
_key = click.option(
    "--key", type=click.Path(dir_okay=False, path_type=Path), help="TLS private key (PEM)."
)


@click.command("serve")
@click.option("--port", type=click.IntRange(0, 65535), default=PORT, show_default=True)
@_bind
@click.option("--max-tables", type=click.IntRange(1, 1000), default=16, show_default=True)
@_cert
@_key
def serve_command(
    port: int, bind: str, max_tables: int, cert: Path | None, key: Path | None
) -> None:
    """Run a headless server: clients open tables, a lobby lists them; Ctrl+C saves all."""
    from cardtui.net.host import Limits
    from cardtui.net.serve import serve

    try:
        serve(bind, port, Limits(max_tables=max_tables), _tls(cert, key))
    except OSError as exc:
        _fail(str(exc))


@click.command("host")
@click.argument("game_id")
@click.option(
    "--option",
    "option_pairs",
    multiple=True,
    metavar="KEY=VALUE",
    help="A house rule (see cardtui options GAME).",
)
@click.option(
    "--seats",
    default=None,
    metavar="LIST",
    help="Comma-separated: host, remote, or a bot level (default: host, remote, "
    "simple bots for the rest).",
)
@click.option("--port", type=click.IntRange(0, 65535), default=PORT, show_default=True)
@_bind
@click.option(
    "--standin-after",
    type=click.FloatRange(0, 3600),
    default=60.0,
    show_default=True,
    help="Seconds before a bot plays for a person who left.",
)
@click.option(
    "--standin-level",
    type=click.Choice(("random", "beginner", "simple", "strong")),
    default="simple",
    show_default=True,
)
@click.option("--seed", type=int, default=None)
@click.option("--name", default="", help="Your name at your own seat (20 characters at most).")
@_cert
@_key
def host_command(
    game_id: str,
    option_pairs: tuple[str, ...],
    seats: str | None,
    port: int,
    bind: str,
    standin_after: float,
    standin_level: str,
    seed: int | None,
    name: str,
    cert: Path | None,
    key: Path | None,
) -> None:
    """Host one table of GAME; prints the address and the table code to give friends."""
    from cardtui.cli.checks import game_or_fail, options_or_fail
    from cardtui.net.host import Host, Limits
    from cardtui.net.schema import Refusal
    from cardtui.net.serve import log_line, run_host
    from cardtui.net.table import HOST, Table

    set_language(system_language())
    game = game_or_fail(game_id)
    specs = (
        [s.strip() for s in seats.split(",")]
        if seats
        else ["host", "remote"] + ["simple"] * (game.default_seats - 2)
    )
    options = options_or_fail(game, option_pairs, len(specs))
    try:
        table = Table.new(
            game.id, specs, options, seed, standin_after=standin_after, standin_level=standin_level
        )
    except Refusal as no:
        _fail(no.detail or no.reason)
        return
    mine = next((i for i, s in enumerate(table.seats) if s.kind == HOST), None)
    token = table.claim(mine, name) if mine is not None else ""
    host = Host(Limits(), log_line)
    host.add(table)

    def ready(bound: int) -> None:
        _announce(game.name(), table.code, token, bind, bound, cert is not None)

    try:
        asyncio.run(run_host(host, bind, port, _tls(cert, key), ready))
    except OSError as exc:
        _fail(str(exc))


def _announce(title: str, code: str, token: str, bind: str, bound: int, tls: bool) -> None:
    """Once listening: the address and table code to give friends, and the host's own seat."""
    from cardtui.net.serve import address_note

    address = address_note(bind, bound, tls).split(" ")[0]
    click.echo(t("ui.net.hosting", title=title, address=address, code=code))
    click.echo(t("ui.net.bind_note", where=address_note(bind, bound, tls)))
    click.echo(t("ui.net.join_hint", command=f"cardtui join {address} {code}"))
    if token:
        command = f"cardtui join {address} {code} --token {token}"
        click.echo(t("ui.net.host_seat", command=command))
    click.echo(t("ui.net.stop_hint"))


@click.command("join")
@click.argument("address")
@click.argument("code")
@click.option("--name", default="", help="Your name at the table (20 characters at most).")
@click.option("--token", default="", help="Your seat token, to come back to your seat.")
@click.option("--seat", type=click.IntRange(1, 8), default=None, help="The seat to take (1-8).")
@click.option("--watch", is_flag=True, help="Watch as a spectator: no seat, no hand.")
@click.option(
    "--lang", type=click.Choice(LANGUAGES), default=None, help="Language (else your settings')."
)
@click.option("--plain", is_flag=True, help="Play in plain text lines instead of the table.")
def join_command(
    address: str,
    code: str,
    name: str,
    token: str,
    seat: int | None,
    watch: bool,
    lang: str | None,
    plain: bool,
) -> None:
    """Join the table at ADDRESS (ws://HOST:PORT) with its CODE and play at the table."""
    from cardtui.storage.settings import load_settings
    from cardtui.ui.launch import _language

    if not address.startswith(("ws://", "wss://")):
        address = f"ws://{address}"
    if watch and (token or seat is not None):
        _fail("--watch takes no seat: leave out --token and --seat")
    index = None if seat is None else seat - 1
    set_language(_language(lang, load_settings().language))
    if plain:
        from cardtui.ui.join_text import join

        sys.exit(join(address, code, name, token, index, watch))
    from cardtui.ui.launch import run_join
    from cardtui.ui.remote_session import WATCH

    sys.exit(run_join(address, code, name, token, WATCH if watch else index))


@click.command("web")
@click.option("--port", type=click.IntRange(1, 65535), default=8000, show_default=True)
@_bind
def web_command(port: int, bind: str) -> None:
    """Serve the app in a web browser (textual-serve): each browser tab runs its own app."""
    try:
        from textual_serve.server import Server
    except ImportError:
        _fail("cardtui web needs the textual-serve package (pip install textual-serve)")
        return
    from importlib.resources import as_file, files

    shown = "localhost" if bind in ("127.0.0.1", "localhost") else bind
    with as_file(files("cardtui.net") / "web") as page:  # our page: no font from the web
        server = Server(
            f"{shlex.quote(sys.executable)} -m cardtui",
            host=bind,
            port=port,
            title="cardtui",
            public_url=f"http://{shown}:{port}",
            templates_path=page,
        )
        server.serve()


COMMANDS = (serve_command, host_command, join_command, web_command)
