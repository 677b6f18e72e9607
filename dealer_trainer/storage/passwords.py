"""The school database's password in the system keyring (the ``keyring`` library), never in the
settings file or a log (no Qt).

The settings keep the URL without its password (:func:`~dealer_trainer.storage.postgres.redact`).
When the trainee gives a URL with a password, :func:`remember` puts the password in the system
keyring (macOS Keychain, Windows Credential Locker, the Secret Service on Linux) under the service
``dealer-trainer`` and the URL without its password; at the next start :func:`with_password`
puts it back into the URL before connecting. Where no keyring backend exists (a server, a
container, a desktop without a Secret Service), nothing is kept: the password is then given
in ``DEALER_TRAINER_DB``'s URL, in ``PGPASSWORD`` or in libpq's ``~/.pgpass`` (README).
"""

from __future__ import annotations

import logging
import re
from urllib.parse import parse_qsl, quote, unquote, urlencode, urlsplit, urlunsplit

log = logging.getLogger(__name__)

#: The keyring service name the password is kept under.
SERVICE = "dealer-trainer"


#: The URL schemes of a PostgreSQL server (in any case: ``POSTGRESQL://`` is one too).
SCHEMES = ("postgresql://", "postgres://")
#: libpq's keyword/value form (``host=… password=…``), told apart from a file path by a
#: connection keyword at the start or after a space.
_KEYWORDS = re.compile(
    r"(?:^|\s)(?:host|hostaddr|port|dbname|user|password|passfile|service|sslmode|sslrootcert"
    r"|options|application_name|connect_timeout|target_session_attrs)\s*=",
    re.IGNORECASE,
)


_KEYWORD_PASSWORD = re.compile(r"(\bpassword\s*=\s*)('(?:[^'\\]|\\.)*'|\S+)", re.IGNORECASE)


def is_keyword_string(location: str | None) -> bool:
    """True when ``location`` is written in libpq's keyword/value form (``host=… dbname=…``)."""
    return bool(location) and "://" not in str(location) and bool(_KEYWORDS.search(str(location)))


def is_postgres(location: str | None) -> bool:
    """True when ``location`` names a PostgreSQL server, not a file: a ``postgresql://`` or
    ``postgres://`` URL (the scheme in any case) or a libpq keyword/value string (which
    :func:`check_url` refuses: the program takes a server as a URL)."""
    text = str(location or "").strip()
    return text.lower().startswith(SCHEMES) or is_keyword_string(text)


class BadUrl(ValueError):
    """A database URL that cannot be read as written (its message is one line, without any
    part of the password)."""


def check_url(url: str) -> str:
    """``url`` as libpq reads it (its scheme in lower case: libpq takes ``postgresql://`` only
    as written), after refusing a URL whose password holds ``/``, ``#``, ``?`` or ``@`` as they
    are: the URL then ends its host part inside the password, and the rest of the password
    would be read as the host, database or options (saved in the settings, shown in the status
    line). Such characters are written percent-encoded (RFC 3986 §3.2.1). A libpq keyword/value
    string (``host=… password=…``) is refused too: the program strips, keeps in the keyring and
    checks the password of a URL only, so a second way of writing one would be a second place
    for it to leak.

    Raises:
        BadUrl: one line saying how to percent-encode ``/ # ? @ :`` in a password, or to give
            the server as a URL; never any part of the password.
    """
    if is_keyword_string(url):
        from dealer_trainer.i18n import _

        raise BadUrl(
            _(
                "Give the school's database as a postgresql:// URL "
                "(postgresql://user@host/database), not as key=value settings."
            )
        )
    scheme, sep, rest = str(url).partition("://")
    if sep and scheme.lower() in ("postgresql", "postgres"):
        url = scheme.lower() + sep + rest
    rest = rest if sep else str(url)
    cut = min((i for i in (rest.find(c) for c in "/?#") if i >= 0), default=len(rest))
    head, tail = rest[:cut], rest[cut:]
    if head.count("@") > 1:  # an unencoded @ in the password: libpq and Python split it differently
        raise BadUrl(_bad_url_line())
    if "@" in head or ":" not in head or "@" not in tail:
        return url
    port, query = head.partition(":")[2], tail.find("?")
    if port.isdigit() and tail.startswith("/") and query > 0 and not set(tail[:query]) & {"@", "#"}:
        return url  # host:port/database, and an @ only in an option's value (?user=a@b)
    raise BadUrl(_bad_url_line())


def _bad_url_line() -> str:
    from dealer_trainer.i18n import _

    return _(
        "The database URL's password holds a character that must be percent-encoded: in the "
        "password write / as %2F, # as %23, ? as %3F, @ as %40 and : as %3A."
    )


def redact(url: str) -> str:
    """``url`` without its password (in the user part or a ``password=`` parameter), for the
    settings file, logs and the window. A URL that cannot be read keeps only its passwords out
    (``***``); a keyword/value string keeps ``password=***``."""
    if is_keyword_string(url):
        return _KEYWORD_PASSWORD.sub(r"\1***", url)
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 - reads the host part: a broken one raises here
    except ValueError:
        return scrub(url, url)
    netloc = parts.netloc
    if "@" in netloc:
        user, _, host = netloc.rpartition("@")
        netloc = f"{user.split(':', 1)[0]}@{host}"
    pairs = [(k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True) if k != "password"]
    query = urlencode(pairs, safe="/:")
    return urlunsplit((parts.scheme, netloc, parts.path, query, parts.fragment))


def passwords(url: str) -> list[str]:
    """The password(s) written in ``url`` (the user part's, as written and percent-decoded, and
    any ``password=`` parameter), longest first; empty when it has none."""
    found: set[str] = set()
    if is_keyword_string(url):
        return sorted((m.group(2).strip("'") for m in _KEYWORD_PASSWORD.finditer(url)), key=len, reverse=True)
    try:
        parts = urlsplit(url)
        netloc = parts.netloc
        if "@" in netloc:
            user = netloc.rpartition("@")[0]
            if ":" in user:
                raw = user.split(":", 1)[1]
                found |= {raw, unquote(raw)}
        query = parts.query
    except ValueError:  # a URL urlsplit cannot read (a broken IPv6 host): take what looks like one
        netloc, query = url.split("://", 1)[-1].split("/", 1)[0], url.partition("?")[2]
        user = netloc.rpartition("@")[0]
        if ":" in user:
            found.add(user.split(":", 1)[1])
    for part in query.split("&"):
        key, _eq, value = part.partition("=")
        if key == "password" and value:
            found |= {value, unquote(value)}
    return sorted((p for p in found if p), key=len, reverse=True)


def scrub(text: str, url: str) -> str:
    """``text`` (an error message, a log line) with every password of ``url`` replaced by
    ``***``: the driver's messages may quote the URL they could not read."""
    for secret in passwords(url):
        text = text.replace(secret, "***")
    return text


def error_line(exc: BaseException, url: str = "") -> str:
    """The one line of ``exc`` a person is shown: the first line of its message (its class name
    when it has none), with every password of ``url`` masked (:func:`scrub`)."""
    text = str(exc).strip()
    return scrub(text.splitlines()[0] if text else type(exc).__name__, url)


def _keyring():  # noqa: ANN202 - the keyring module, or None when it cannot be imported
    try:
        import keyring
    except Exception:  # noqa: BLE001 - a broken install: the environment route still works
        log.info("the keyring library cannot be loaded", exc_info=True)
        return None
    return keyring


def remember(url: str) -> bool:
    """Keep ``url``'s password in the system keyring under its URL without the password;
    True when it was kept, False when the URL has none or no keyring backend can keep it.
    Never raises."""
    found = passwords(url)
    keyring = _keyring()
    if not found or keyring is None:
        return False
    try:
        raw = urlsplit(url).password  # the user part's, as written
    except ValueError:
        raw = None
    secret = unquote(raw) if raw is not None else found[-1]
    try:
        keyring.set_password(SERVICE, redact(url), secret)
    except Exception as exc:  # noqa: BLE001 - NoKeyringError, a locked or refused keyring
        log.info("the school database's password was not kept in a keyring: %s", type(exc).__name__)
        return False
    return True


def with_password(url: str) -> str:
    """``url`` with the password kept for it in the system keyring, when it has none of its own
    and one is kept; else ``url`` as it is. Never raises (no backend: ``url``)."""
    if passwords(url):
        return url
    keyring = _keyring()
    if keyring is None:
        return url
    try:
        secret = keyring.get_password(SERVICE, redact(url))
    except Exception as exc:  # noqa: BLE001 - NoKeyringError, a locked or refused keyring
        log.info("no keyring to read the school database's password from: %s", type(exc).__name__)
        return url
    if not secret:
        return url
    try:
        parts = urlsplit(url)
        if "@" not in parts.netloc or parts.username is None:
            return url  # no login name to go with it: libpq's own ways (PGPASSWORD, ~/.pgpass)
        user, _at, host = parts.netloc.rpartition("@")
        netloc = f"{user}:{quote(secret, safe='')}@{host}"
        return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))
    except ValueError:
        return url


def forget(url: str) -> None:
    """Remove the password kept for ``url`` (its URL without the password), if any. Never
    raises."""
    keyring = _keyring()
    if keyring is None:
        return
    try:
        keyring.delete_password(SERVICE, redact(url))
    except Exception:  # noqa: BLE001 - none kept, or no backend
        return
