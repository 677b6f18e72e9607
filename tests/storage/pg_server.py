"""A real PostgreSQL server for the tests, from the binaries of the pip package ``pgserver``.

The server listens on a Unix socket in its own temporary folder (no network), trusts local
logins (or, with ``password_logins``, only the owner's: every other login gives its SCRAM
password, and DDL statements are logged), and can be stopped and started again (the outage
tests). PostgreSQL refuses to run as root, so when the tests run as root the server runs as
the system user ``pgserver`` (created by pgserver's own helper, as pgserver itself does).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
import uuid
from pathlib import Path

import pgserver
import psycopg
from pgserver import utils as pg_utils

RUN_AS = "pgserver"


class PgTestServer:
    """One PostgreSQL cluster in a fresh temporary folder: :meth:`url` of a new database,
    :meth:`stop` and :meth:`start`, :meth:`remove` at the end."""

    def __init__(self, password_logins: bool = False) -> None:
        self.password_logins = password_logins
        self.folder = Path(tempfile.mkdtemp(prefix="dt-pg-"))
        self.data = self.folder / "data"
        self.socket = self.folder / "sock"
        self.log = self.folder / "server.log"
        self.socket.mkdir()
        self.user = None
        try:
            self._init_and_start()
        except BaseException:
            shutil.rmtree(self.folder, ignore_errors=True)  # no half-made server left behind
            raise

    def _init_and_start(self) -> None:
        if os.geteuid() == 0:
            import pwd

            self.user = RUN_AS
            entry = pg_utils.ensure_user_exists(RUN_AS)
            assert entry is not None
            bins = Path(pgserver.__file__).parent / "pginstall" / "bin"
            pg_utils.ensure_prefix_permissions(bins)
            pg_utils.ensure_folder_permissions(bins, 0o055)
            pg_utils.ensure_folder_permissions(bins.parent / "lib", 0o044)
            pg_utils.ensure_folder_permissions(bins.parent / "share", 0o044)
            for path in (self.folder, self.socket):
                os.chown(path, pwd.getpwnam(RUN_AS).pw_uid, pwd.getpwnam(RUN_AS).pw_gid)
            self.folder.chmod(0o755)
        pgserver.initdb(
            ["--auth=trust", "--encoding=utf8", "--locale=C", "-U", "postgres"],
            pgdata=self.data,
            user=self.user,
        )
        if self.password_logins:  # the owner trusted, every other login by its SCRAM password
            (self.data / "pg_hba.conf").write_text(
                "local all postgres trust\nlocal all all scram-sha-256\n", encoding="utf-8"
            )
        self.start()

    def start(self) -> None:
        """Start the server (waits until it accepts connections)."""
        logging = " -c log_statement=ddl" if self.password_logins else ""
        pgserver.pg_ctl(
            ["-w", "-o", f'-h "" -k {self.socket}{logging}', "-l", str(self.log), "start"],
            pgdata=self.data,
            user=self.user,
            timeout=60,
        )

    def stop(self, mode: str = "fast") -> None:
        """Stop the server (``fast``: open connections are cut; ``immediate``: no checkpoint,
        as a crash)."""
        pgserver.pg_ctl(["-w", "-m", mode, "stop"], pgdata=self.data, user=self.user, timeout=60)

    def admin_url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@/{database}?host={self.socket}"

    def url(self) -> str:
        """The URL of a new, empty database."""
        name = f"t_{uuid.uuid4().hex[:12]}"
        with psycopg.connect(self.admin_url(), autocommit=True) as db:
            db.execute(f'CREATE DATABASE "{name}"')
        return self.admin_url(name)

    def remove(self) -> None:
        """Stop the server and delete its folder (only the test's own temporary folder)."""
        with contextlib.suppress(Exception):  # already stopped
            self.stop("immediate")  # the data is deleted next: no checkpoint to wait for
        shutil.rmtree(self.folder, ignore_errors=True)
