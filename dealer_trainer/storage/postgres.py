"""The progress store on a school's PostgreSQL server (psycopg 3), with a queue on this machine.

Every result is first written to a small SQLite queue beside the user's progress file (so it is
acknowledged only once it is on this machine's disk), then sent to the server in one
transaction and taken off the queue. When the server cannot be reached the program keeps
working: results wait in the queue, the status says so, and :meth:`PostgresStore.sync` (called
with each new result and by the window every half minute) sends them when the server is back.
A row is sent with its uid, so sending it twice (a crash between sending and taking it off the
queue) never doubles it.

The password is never written in plain text by this program: :func:`redact` strips it from a
URL before it is shown or saved, :func:`scrub` from the driver's messages; it is kept only in the
system keyring (:mod:`~dealer_trainer.storage.passwords`), where one exists, or given in the URL
of ``DEALER_TRAINER_DB``, in ``PGPASSWORD`` or in libpq's password file (``~/.pgpass``). A
server that is not on this machine is reached over TLS (``sslmode=require`` unless the URL says
otherwise; ``verify-full`` when a CA certificate, ``sslrootcert``, is given).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, urlsplit

import psycopg
from psycopg import sql

from dealer_trainer.i18n import _, ngettext
from dealer_trainer.storage.passwords import (  # noqa: F401 - is_postgres: one test for everyone
    BadUrl,
    check_url,
    error_line,
    is_postgres,
    redact,
    scrub,
    with_password,
)
from dealer_trainer.storage.pg_security import (
    FUNCTIONS,
    MAX_OPEN_DRILL_STARTS,
    RECORD_DRILL,
    RECORD_SITTING,
    create_server_objects,
    drill_call,
    sitting_call,
)
from dealer_trainer.storage.results import Row, SqlStore, StoreError, StoreStatus, check_trainee_name
from dealer_trainer.storage.schema import POSTGRES, SCHEMA_VERSION, add_v4_columns, create_current
from dealer_trainer.storage.sqlite_store import SqliteStore, open_sqlite
from dealer_trainer.wording.explain import format_chips

log = logging.getLogger(__name__)

LOCAL_HOSTS = {"", "localhost", "127.0.0.1", "::1"}
CONNECT_TIMEOUT = 5
#: Seconds between two tries to reach a server that did not answer.
RETRY_SECONDS = 20.0
#: A sitting names the exam start made within this many seconds of its own start (this machine's clock).
EXAM_START_SLACK = 120.0
#: Advisory lock key taken while migrating, so two machines starting at once migrate once.
MIGRATION_LOCK = 0x44545231


def server_name(url: str) -> str:
    """The server as the trainee knows it: ``host/database`` (a socket folder for a local one)."""
    try:
        parts = urlsplit(url)
        query = dict(parse_qsl(parts.query))
        host = parts.hostname or query.get("host", "") or "localhost"
    except ValueError:  # a URL that cannot be read: its host part, without a user or password
        return scrub(url.split("://", 1)[-1].rpartition("@")[2].split("?")[0], url)
    return f"{host}/{parts.path.lstrip('/') or 'postgres'}"


def connect_options(url: str) -> dict[str, Any]:
    """psycopg connection options for ``url``: a short connect timeout and, for a server that
    is not on this machine, TLS (``sslmode=require``, or ``verify-full`` with ``sslrootcert``)
    unless the URL sets ``sslmode`` itself (a URL that cannot be read gets the timeout only:
    the driver then says what is wrong with it)."""
    try:
        parts = urlsplit(url)
        query = dict(parse_qsl(parts.query))
        host = parts.hostname or query.get("host", "")
    except ValueError:
        return {"connect_timeout": CONNECT_TIMEOUT}
    options: dict[str, Any] = {"connect_timeout": CONNECT_TIMEOUT}
    if "sslmode" not in query and host not in LOCAL_HOSTS and not host.startswith("/"):
        options["sslmode"] = "verify-full" if "sslrootcert" in query else "require"
    return options


def _version(cur: psycopg.Cursor[Any]) -> int:
    cur.execute("SELECT to_regclass('schema_version') IS NOT NULL")
    row = cur.fetchone()
    if not row or not row[0]:
        return 0
    cur.execute("SELECT coalesce(max(version), 0) FROM schema_version")
    row = cur.fetchone()
    return int(row[0]) if row else 0


def migrate(db: psycopg.Connection) -> None:
    """Bring the server's schema to :data:`SCHEMA_VERSION` in one transaction, under an advisory
    lock (two machines starting at once migrate once). A schema that is current is only read
    (a trainee's login may not create tables: the owner's login, or ``dealer-trainer school
    secure``, migrates). When per-trainee logins are on (:func:`enable_row_security` ran at an
    earlier version), the new tables get the same rules in the same transaction. Raises
    StoreError for a newer schema."""
    with db.transaction(), db.cursor() as cur:
        version = _version(cur)
        if version == SCHEMA_VERSION:
            return
        cur.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK,))
        for statement in create_current(POSTGRES) + add_v4_columns(POSTGRES):
            cur.execute(statement)
        create_server_objects(cur)  # version 4: the server's starts and the trainee's functions
        cur.execute("SELECT coalesce(max(version), 0) FROM schema_version")
        row = cur.fetchone()
        version = int(row[0]) if row else 0
        if version > SCHEMA_VERSION:
            raise StoreError(
                _("The school's database has layout {version}, newer than this program knows.").format(
                    version=version
                )
            )
        if version < SCHEMA_VERSION:
            cur.execute("DELETE FROM schema_version")
            cur.execute("INSERT INTO schema_version (version) VALUES (%s)", (SCHEMA_VERSION,))
            cur.execute(
                "SELECT count(*) FROM pg_roles WHERE rolname IN (%s, %s)", (TRAINEE_ROLE, INSTRUCTOR_ROLE)
            )
            row = cur.fetchone()
            if row and row[0] == 2:  # logins were set up at an earlier version: the new tables too
                _secure(cur)


@dataclass
class PostgresStore(SqlStore):
    """Results on a PostgreSQL server (``url``, with its password when given) and a local queue
    (an :class:`SqliteStore`). Reads go to the server and raise :class:`StoreError` while it
    cannot be reached; writes go through the queue and never fail for that reason."""

    url: str = ""
    queue: SqliteStore | None = None
    last_error: str = ""
    next_try: float = 0.0
    sent: int = field(default=0)
    refused: str = ""
    #: A trainee's own login: results go in through the server's functions (see
    #: :mod:`~dealer_trainer.storage.pg_security`), with the starts the server gave.
    by_functions: bool = False
    login: str = ""
    drill_starts: dict[str, int] = field(default_factory=dict)
    exam_starts: dict[str, tuple[int, float]] = field(default_factory=dict)
    fresh: set[str] = field(default_factory=set)

    # ----- connection --------------------------------------------------------------------
    def connected(self) -> bool:
        """True when the server answers now (reconnecting, at most every
        :data:`RETRY_SECONDS`, when it did not)."""
        if self.db is not None and not self.db.closed and not self.db.broken:
            return True
        if time.monotonic() < self.next_try:
            return False
        return self._connect()

    def _connect(self) -> bool:
        try:
            # autocommit: a read holds no transaction open; writes take one each (see _write)
            db = psycopg.connect(self.url, autocommit=True, **connect_options(self.url))
            migrate(db)
            self.login, self.by_functions = _login_kind(db)
        except (psycopg.Error, StoreError) as exc:
            self.db = None
            self.last_error = error_line(exc, self.url)
            self.next_try = time.monotonic() + RETRY_SECONDS
            # info, not warning: the window's banner and the command line's one-line error say it
            log.info("school server %s unreachable: %s", redact(self.url), self.last_error)
            return False
        self.db = db
        self.last_error = ""
        return True

    def retry_now(self) -> None:
        """Let the next call try the server again at once (a "Try again" button)."""
        self.next_try = 0.0

    def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        if not self.connected():
            raise StoreError(
                _("The school's server ({server}) cannot be reached: {reason}").format(
                    server=server_name(self.url), reason=self.last_error
                )
            )
        try:
            return super()._rows(sql, params)
        except psycopg.OperationalError as exc:
            self._lost(exc)
            if self._connect():  # a connection the server cut (a restart): a read is asked again once
                try:
                    return super()._rows(sql, params)
                except psycopg.OperationalError as again:
                    self._lost(again)
            raise StoreError(
                _("The school's server ({server}) stopped answering: {reason}").format(
                    server=server_name(self.url), reason=self.last_error
                )
            ) from exc

    def _write(self, statements: Iterable[tuple[str, Sequence[Any]]]) -> None:
        if not self.connected():
            raise StoreError(
                _("The school's server ({server}) cannot be reached: {reason}").format(
                    server=server_name(self.url), reason=self.last_error
                )
            )
        try:
            with self.db.transaction(), self.db.cursor() as cur:  # all or nothing
                for text, params in statements:
                    cur.execute(self.dialect.sql(text), tuple(params))
        except psycopg.OperationalError as exc:
            self._lost(exc)
            raise StoreError(
                _("The school's server ({server}) stopped answering: {reason}").format(
                    server=server_name(self.url), reason=self.last_error
                )
            ) from exc

    def _lost(self, exc: BaseException) -> None:
        self.last_error = error_line(exc, self.url)
        try:
            if self.db is not None:
                self.db.close()
        finally:
            self.db = None
            self.next_try = time.monotonic() + RETRY_SECONDS

    # ----- starts: the server's own clock -----------------------------------------------
    def drill_started(self, uid: str, code: str) -> None:
        """The window dealt drill ``code`` whose result will have ``uid``: on a trainee's own
        login the server writes a start (``start_drill``) that the result names. Never
        raises: without a start (the server cannot be reached) the result is flagged
        ``queued``."""
        start = self._call_start("SELECT start_drill(%s)", code)
        if start is not None:
            self.drill_starts[uid] = start
            while len(self.drill_starts) > MAX_OPEN_DRILL_STARTS:  # the server expires the rest
                self.drill_starts.pop(next(iter(self.drill_starts)))

    def exam_started(self, exam_id: str) -> None:
        """The trainee started exam ``exam_id``: on a trainee's own login the server writes a
        start (``start_exam``, for a published exam) that the sitting names. Never raises."""
        start = self._call_start("SELECT start_exam(%s)", exam_id)
        if start is not None:
            self.exam_starts[exam_id] = (start, time.time())

    def _call_start(self, query: str, value: str) -> int | None:
        """The start id the server gives, on the connection that is open now (dealing a drill
        never waits for a reconnect: the half-minute sync does that), else None."""
        if self.db is None or self.db.closed or self.db.broken or not self.by_functions:
            return None
        try:
            row = self.db.execute(query, (value,)).fetchone()
        except psycopg.OperationalError as exc:
            self._lost(exc)
            return None
        except psycopg.Error as exc:
            log.info("the school's server gave no start: %s", error_line(exc, self.url))
            return None
        return int(row[0]) if row and row[0] is not None else None

    # ----- writes through the queue ------------------------------------------------------
    def record(self, result: Any, trainee: str | None = None) -> Any:
        """Queue ``result`` on this machine (acknowledged: it is on disk), then try to send the
        queue. Raises only when the local queue cannot be written."""
        assert self.queue is not None
        stored = self.queue.record(result, trainee or self._own_name(result))
        self._sync_fresh(stored.uid)
        return stored

    def _own_name(self, result: Any) -> str | None:
        """The result's trainee, else on a trainee's own login the login's name."""
        return result.trainee or (self.login if self.by_functions else None)

    def _sync_fresh(self, uid: str) -> None:
        """Send the queue, ``uid`` as just made (the others waited: ``queued``)."""
        self.fresh = {uid}
        try:
            self.sync()
        finally:
            self.fresh = set()

    def copy_rows(self, rows: Iterable[Row]) -> int:
        """Queue ``rows`` here, then try to send them (see :meth:`record`)."""
        assert self.queue is not None
        n = self.queue.copy_rows(rows)
        self.sync()
        return n

    def record_sitting(self, result: Any, trainee: str | None = None) -> str:
        """Queue one exam sitting on this machine, then try to send the queue (see
        :meth:`record`); returns its uid."""
        assert self.queue is not None
        uid = self.queue.record_sitting(result, trainee or self._own_name(result))
        self._sync_fresh(uid)
        return uid

    def copy_sittings(self, rows: Iterable[Row]) -> int:
        """Queue ``exam_results`` rows here, then try to send them (see :meth:`record`)."""
        assert self.queue is not None
        n = self.queue.copy_sittings(rows)
        self.sync()
        return n

    def add_trainee(self, name: str) -> str:
        """Add a trainee on the server (see :meth:`SqlStore.add_trainee`). A trainee's own login
        writes no trainee: the server adds the login's name with its first start or result, and
        another name is refused (:class:`StoreError`)."""
        if self.by_functions:
            name = check_trainee_name(name)
            if name != self.login:
                raise StoreError(_("A trainee's login adds no other trainee."))
            return name
        return super().add_trainee(name)

    def own_trainee(self) -> str | None:
        """The login's name when it is a trainee's own login (row-level security: the results
        are theirs alone), else None. None too while the server cannot be reached."""
        try:
            rows = self._rows(
                "SELECT session_user, EXISTS (SELECT 1 FROM pg_roles AS r WHERE r.rolname = ?"
                " AND pg_has_role(session_user, r.oid, 'member'))"
                " AND NOT (SELECT rolsuper FROM pg_roles WHERE rolname = session_user)",
                [TRAINEE_ROLE],
            )
        except StoreError:
            return None
        user, member = rows[0]
        return str(user) if member else None

    def waiting(self) -> int:
        """Results (drills and exam sittings) queued on this machine, not yet on the server."""
        assert self.queue is not None
        return self.queue.count() + len(self.queue.sitting_rows())

    def sync(self) -> int:
        """Send the queued results (drills, then exam sittings) to the server, each kind in one
        transaction, and take them off the queue; returns how many were sent (0 when the server
        cannot be reached). Rows the server refuses (a row-level policy) stay queued, the others
        are sent one by one. A row is taken off the queue only once the server has it, and the
        server keeps a row sent twice once, so nothing is lost or doubled."""
        assert self.queue is not None
        self.refused = ""
        sent = 0
        for rows, copy, table in (
            (list(self.queue.rows()), SqlStore.copy_rows, "drill_results"),
            (self.queue.sitting_rows(), SqlStore.copy_sittings, "exam_results"),
        ):
            if rows and self.connected() and self.by_functions:
                done = self._send_through_functions(rows, table == "exam_results")
            else:
                done = self._send(rows, copy)
            if done is None:  # the server cannot be reached
                break
            self.queue._write([(f"DELETE FROM {table} WHERE uid = ?", (r[0],)) for r in done])  # noqa: SLF001
            sent += len(done)
        self.sent += sent
        self._update_status()
        return sent

    def _send(self, rows: list[Row], copy: Any) -> list[Row] | None:
        """The rows of ``rows`` the server took (``copy``: the :class:`SqlStore` method that
        writes them), or None when it cannot be reached."""
        if not rows:
            return []
        try:
            copy(self, rows)  # one transaction on the server, uids kept once
            return rows
        except StoreError:
            return None
        except psycopg.Error:  # some row refused (a policy, a constraint): the others go one by one
            sent = []
            for row in rows:
                try:
                    copy(self, [row])
                    sent.append(row)
                except StoreError:
                    break
                except psycopg.Error as exc:
                    self.refused = error_line(exc, self.url)
            return sent

    def _send_through_functions(self, rows: list[Row], sittings: bool) -> list[Row] | None:
        """The rows of ``rows`` the server's functions took, each in its own transaction (a
        trainee's own login), or None when the server cannot be reached before the first.
        A row the server refuses (a start used twice, a drill count that is not the exam's),
        or that is another trainee's, stays queued and the status says so."""
        sent: list[Row] = []
        for row in rows:
            uid, trainee = str(row[0]), str(row[1])
            if trainee != self.login:
                self.refused = _("the result is {trainee}'s, not this login's").format(trainee=trainee)
                continue
            queued = uid not in self.fresh
            if sittings:
                exam_id, started_at = str(row[2]), float(row[4])
                start, at = self.exam_starts.get(exam_id, (None, 0.0))
                start = start if abs(started_at - at) <= EXAM_START_SLACK else None
                query, params = RECORD_SITTING, sitting_call(row, start, queued)
            else:
                query, params = RECORD_DRILL, drill_call(row, self.drill_starts.get(uid), queued)
            try:
                with self.db.transaction(), self.db.cursor() as cur:
                    cur.execute(query, params)
            except psycopg.OperationalError as exc:
                self._lost(exc)
                return sent or None
            except psycopg.Error as exc:
                self.refused = error_line(exc, self.url)
                continue
            if sittings and start is not None:
                self.exam_starts.pop(str(row[2]), None)
            sent.append(row)
        return sent

    def _update_status(self) -> None:
        waiting = self.waiting()
        where = server_name(self.url)
        base = StoreStatus(location=redact(self.url), kept_aside=self.status.kept_aside)
        if self.db is None:
            self.status = base.plus(
                "warning",
                ngettext(
                    "The school's server ({server}) cannot be reached ({reason}). {n} result waits on this "
                    "machine and will be sent when it is back.",
                    "The school's server ({server}) cannot be reached ({reason}). {n} results wait on this "
                    "machine and will be sent when it is back.",
                    waiting,
                ).format(server=where, reason=self.last_error, n=format_chips(waiting)),
            )
        elif waiting and self.refused:
            self.status = base.plus(
                "error",
                ngettext(
                    "The school's server ({server}) refused {n} result ({reason}); it is kept on this "
                    "machine. Ask your instructor.",
                    "The school's server ({server}) refused {n} results ({reason}); they are kept on this "
                    "machine. Ask your instructor.",
                    waiting,
                ).format(server=where, n=format_chips(waiting), reason=self.refused),
            )
        elif waiting:
            self.status = base.plus(
                "warning",
                ngettext(
                    "{n} result waits on this machine to be sent to {server}.",
                    "{n} results wait on this machine to be sent to {server}.",
                    waiting,
                ).format(n=format_chips(waiting), server=where),
            )
        else:
            self.status = base

    def close(self) -> None:
        """Close the server connection and the queue."""
        if self.db is not None:
            self.db.close()
        if self.queue is not None:
            self.queue.close()


def _login_kind(db: psycopg.Connection) -> tuple[str, bool]:
    """The login's name, and whether it is a trainee's own login (a member of
    ``dealer_trainee``, not a superuser) whose results go through the server's functions."""
    row = db.execute(
        "SELECT session_user::text, EXISTS (SELECT 1 FROM pg_roles AS r WHERE r.rolname = %s"
        " AND pg_has_role(session_user, r.oid, 'member'))"
        " AND NOT coalesce((SELECT rolsuper FROM pg_roles WHERE rolname = session_user), false)"
        " AND to_regprocedure(%s) IS NOT NULL",
        (TRAINEE_ROLE, FUNCTIONS[1]),
    ).fetchone()
    return (str(row[0]), bool(row[1])) if row else ("", False)


def default_queue_path() -> Path:
    """``school-queue.sqlite3`` beside the user's progress file."""
    from dealer_trainer.storage.sqlite_store import default_path

    return default_path().with_name("school-queue.sqlite3")


def open_postgres(
    url: str, queue_path: Path | str | None = None, fallbacks: list[str] | None = None
) -> PostgresStore:
    """The store on the server at ``url`` with its queue at ``queue_path`` (default
    :func:`default_queue_path`). Never raises for an unreachable server: the status says it and
    results queue. Results left in the queue by an earlier session are sent now. A URL without
    a password gets the one kept for it in the system keyring, if any. Raises
    :class:`StoreError` (one line, no part of the password) for a URL whose password holds an
    unencoded ``/ # ? @`` (:func:`~dealer_trainer.storage.passwords.check_url`)."""
    try:
        url = check_url(url)
    except BadUrl as exc:
        raise StoreError(str(exc)) from None
    url = with_password(url)
    queue = open_sqlite(queue_path if queue_path is not None else default_queue_path(), fallbacks=fallbacks)
    store = PostgresStore(None, POSTGRES, url=url, queue=queue)
    store.status = StoreStatus(location=redact(url))
    store._connect()
    store.sync()
    if queue.status.severity != "ok":  # the queue's own file had a fault: say it too
        store.status = store.status.plus(
            queue.status.severity, queue.status.message, kept_aside=queue.status.kept_aside
        )
    return store


# ----- who sees what: one login per trainee ------------------------------------------------------
TRAINEE_ROLE = "dealer_trainee"
INSTRUCTOR_ROLE = "dealer_instructor"


def _id(name: str) -> sql.Identifier:
    return sql.Identifier(name)


def enable_row_security(db: psycopg.Connection) -> None:
    """Turn on per-trainee logins in the school's database (run once, as its owner).

    Each trainee then logs in as themselves (a role in ``dealer_trainee``, made with
    :func:`add_login`): row-level security lets them read only the rows whose trainee is their
    login name, and they write results only through the server's functions
    (:mod:`~dealer_trainer.storage.pg_security`: no ``UPDATE``, ``DELETE`` or direct ``INSERT``
    on a results table). Members of ``dealer_instructor`` read the whole class, add and rename
    trainees and publish exams and drill sets; they write no results. The owner writes
    everything. Idempotent; the schema must exist (open the store once as the owner first).
    """
    with db.transaction(), db.cursor() as cur:
        _secure(cur)


def _secure(cur: psycopg.Cursor[Any]) -> None:
    """The roles, grants and policies of :func:`enable_row_security` (in the caller's
    transaction); grants of earlier versions that let a login write results are taken back."""
    create_server_objects(cur)
    trainee, instructor = _id(TRAINEE_ROLE), _id(INSTRUCTOR_ROLE)
    for name, role in ((TRAINEE_ROLE, trainee), (INSTRUCTOR_ROLE, instructor)):
        cur.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (name,))
        if cur.fetchone() is None:
            cur.execute(sql.SQL("CREATE ROLE {} NOLOGIN").format(role))
        cur.execute(sql.SQL("REVOKE ALL ON trainees, drill_results, exam_results FROM {}").format(role))
        cur.execute(sql.SQL("REVOKE ALL ON drill_starts, exam_starts FROM {}").format(role))
        cur.execute(sql.SQL("REVOKE ALL ON SEQUENCE drill_results_id_seq FROM {}").format(role))
        cur.execute(
            sql.SQL(
                "GRANT SELECT ON schema_version, exams, drill_sets, trainees, drill_results,"
                " exam_results TO {}"
            ).format(role)
        )
    cur.execute(sql.SQL("GRANT INSERT, UPDATE ON trainees TO {}").format(instructor))
    cur.execute(sql.SQL("GRANT INSERT, UPDATE, DELETE ON exams, drill_sets TO {}").format(instructor))
    cur.execute(sql.SQL("GRANT SELECT ON course_units TO {}").format(trainee))
    cur.execute(sql.SQL("GRANT SELECT, INSERT, UPDATE, DELETE ON course_units TO {}").format(instructor))
    for function in FUNCTIONS:
        cur.execute(sql.SQL("GRANT EXECUTE ON FUNCTION " + function + " TO {}").format(trainee))
    for table, column in (("drill_results", "trainee"), ("trainees", "name"), ("exam_results", "trainee")):
        cur.execute(sql.SQL("ALTER TABLE {} ENABLE ROW LEVEL SECURITY").format(_id(table)))
        # the login's name: SET ROLE dealer_trainee changes current_user, never session_user
        own = sql.SQL("{} = session_user").format(_id(column))
        for policy, role, rule in (
            (f"{table}_own", trainee, own),
            (f"{table}_class", instructor, sql.SQL("true")),
        ):
            cur.execute(sql.SQL("DROP POLICY IF EXISTS {} ON {}").format(_id(policy), _id(table)))
            cur.execute(
                sql.SQL("CREATE POLICY {} ON {} FOR ALL TO {} USING ({}) WITH CHECK ({})").format(
                    _id(policy), _id(table), role, rule, rule
                )
            )


def add_login(db: psycopg.Connection, name: str, password: str | None, instructor: bool = False) -> str:
    """Create the login ``name`` for a trainee (or an instructor) with ``password`` (None: no
    password, for a server that authenticates otherwise) and return the name.

    The password never reaches the server: libpq computes its SCRAM-SHA-256 verifier here
    (``PQencryptPasswordConn``, RFC 5802/7677: a random salt, 4,096 iterations) and only the
    verifier is sent, so the server's log (``log_statement = 'ddl'``, a failed statement) never
    holds the password. Raises :class:`StoreError` for a name that cannot be used,
    ``psycopg.Error`` when it exists."""
    name = check_trainee_name(name)
    role = INSTRUCTOR_ROLE if instructor else TRAINEE_ROLE
    query = sql.SQL("CREATE ROLE {} LOGIN IN ROLE {}").format(_id(name), _id(role))
    if password is not None:
        verifier = db.pgconn.encrypt_password(
            password.encode("utf-8"), name.encode("utf-8"), b"scram-sha-256"
        )
        query = query + sql.SQL(" PASSWORD {}").format(sql.Literal(verifier.decode("ascii")))
    with db.transaction(), db.cursor() as cur:
        cur.execute(query)
    return name
