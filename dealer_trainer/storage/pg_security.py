"""What a trainee's own login may write on the school's PostgreSQL server, and how the server
checks it (schema version 4; no Qt).

After ``dealer-trainer school secure`` a trainee's login (a member of ``dealer_trainee``) reads
its own rows and writes no results table directly: no ``UPDATE``, ``DELETE`` or ``INSERT`` on
``drill_results`` or ``exam_results``. Results go in through four functions owned by the schema's
owner (``SECURITY DEFINER``, each with ``SET search_path = pg_catalog, <schema>, pg_temp`` so a
table of the caller's temporary schema never stands in for ours; ``EXECUTE`` revoked from
``PUBLIC`` and granted to ``dealer_trainee`` only):

- ``start_drill(code)`` -> a start id: a row of ``drill_starts`` with the server's clock, written
  when the window deals the drill. At most :data:`MAX_OPEN_DRILL_STARTS` starts per trainee wait
  for a result; older open ones expire.
- ``record_drill(start, uid, ...)``: one result per start, of the start's drill, right first
  time not sooner than :data:`MIN_DRILL_SECONDS` after it (a drill left wrong or abandoned at
  once is kept), stored with the server's arrival time. The same attempt may complete its
  own row later (same uid), never for the better and nothing else: kind ``pots`` ->
  ``pots_and_award`` (its award), outcome ``solved`` -> ``wrong`` (a wrong award after a right
  build) and ``abandoned`` -> ``wrong``/``solved`` (left and resumed); its mistake codes only
  extended (the old ones first), mistakes never down, right first time never up, seconds never
  down; code and level as stored. A result with no start (the server could not be reached
  when the drill was dealt) or sent from the offline queue is kept and flagged ``queued``.
  Times that are not finite, or negative, are refused (our program never sends them).
- ``start_exam(exam_id)`` -> a start id for a published exam (None for another).
- ``record_sitting(start, uid, ...)``: a sitting of a published exam is ended once on its start,
  has the exam's drill count (its written questions included), and is graded with the server's
  pass mark (an exam with parts: the parts' per cents weighted, each part against its own mark,
  the written questions being the first positions, as in ``drills/exam_parts.py``); its length is the
  server's (from its start to the sitting's arrival, kept in ``arrived_at``). Ended after the
  exam's time limit plus :data:`LATE_SECONDS`: flagged ``late``; with no start, or sent from
  the queue: ``queued``; of an exam not published on the server (a local file), with no start
  (the server cannot vouch for its time) or ended sooner than
  :data:`MIN_SITTING_SECONDS_PER_DRILL` a drill after its start: ``unverified``. Late results
  are kept, never refused; a time that is not finite, or negative, is refused.

The trainee's name is the login's (``session_user``, which ``SET ROLE`` does not change), in
the functions and in the row policies; a trainee's login has no ``INSERT`` on ``trainees``:
the starts and results add the login's name.

Grading stays on the trainee's machine: the functions cannot tell a drill reported right from a
drill done right. They check what the server can see: starts, counts, times, and that nothing
changes after the fact.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from dealer_trainer.storage.results import KINDS
from dealer_trainer.storage.schema import RESULT_COLUMNS, SITTING_COLUMNS

#: A drill reported right first time is refused when it arrives sooner than this after its
#: start (seconds).
MIN_DRILL_SECONDS = 3
#: Drill starts per trainee that may wait for a result; the oldest beyond this expire.
MAX_OPEN_DRILL_STARTS = 20
#: Exam starts per trainee that may wait for their sitting; the oldest beyond this expire.
MAX_OPEN_EXAM_STARTS = 3
#: A sitting ended this long after the exam's time limit is flagged ``late`` (seconds).
LATE_SECONDS = 120
#: A sitting of a published exam ended sooner than this many seconds per drill after its
#: start is flagged ``unverified`` (no drill is built that fast).
MIN_SITTING_SECONDS_PER_DRILL = 1
#: The flag words (``flags``: joined by commas).
FLAGS = ("queued", "late", "unverified")
#: The functions a trainee's login may call, with their argument types (for GRANT and REVOKE).
FUNCTIONS = (
    "start_drill(text)",
    "record_drill(bigint, text, text, integer, text, integer, double precision, text, text, integer,"
    " boolean)",
    "start_exam(text)",
    "record_sitting(bigint, text, text, text, double precision, double precision, integer, text, boolean)",
)

_TABLES = [
    """CREATE TABLE IF NOT EXISTS drill_starts (
        start_id BIGSERIAL PRIMARY KEY,
        trainee TEXT NOT NULL,
        code TEXT NOT NULL,
        started_at DOUBLE PRECISION NOT NULL,
        result_uid TEXT
    )""",
    "CREATE INDEX IF NOT EXISTS drill_starts_open ON drill_starts (trainee, start_id)"
    " WHERE result_uid IS NULL",
    """CREATE TABLE IF NOT EXISTS exam_starts (
        start_id BIGSERIAL PRIMARY KEY,
        trainee TEXT NOT NULL,
        exam_id TEXT NOT NULL,
        started_at DOUBLE PRECISION NOT NULL,
        sitting_uid TEXT
    )""",
    "CREATE INDEX IF NOT EXISTS exam_starts_open ON exam_starts (trainee, start_id)"
    " WHERE sitting_uid IS NULL",
    # when a sitting reached the server (its own clock); a drill's finished_at is that already
    "ALTER TABLE exam_results ADD COLUMN IF NOT EXISTS arrived_at DOUBLE PRECISION",
]

_NOW = "extract(epoch FROM clock_timestamp())::double precision"
#: The drill kinds ``record_drill`` takes: every kind of the progress store (chip drills included).
_KINDS_SQL = ", ".join(f"'{kind}'" for kind in KINDS)

_START_DRILL = f"""
CREATE OR REPLACE FUNCTION start_drill(p_code text) RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {{path}} AS $$
DECLARE
    who text := session_user;
    id bigint;
BEGIN
    INSERT INTO trainees (name, created_at) VALUES (who, {_NOW}) ON CONFLICT (name) DO NOTHING;
    INSERT INTO drill_starts (trainee, code, started_at)
        VALUES (who, left(coalesce(p_code, ''), 80), {_NOW}) RETURNING start_id INTO id;
    UPDATE drill_starts SET result_uid = '' WHERE start_id IN (
        SELECT start_id FROM drill_starts WHERE trainee = who AND result_uid IS NULL
        ORDER BY start_id DESC OFFSET {MAX_OPEN_DRILL_STARTS});
    RETURN id;
END $$"""

_RECORD_DRILL = f"""
CREATE OR REPLACE FUNCTION record_drill(
    p_start bigint, p_uid text, p_code text, p_level integer, p_kind text, p_right integer,
    p_seconds double precision, p_mistake_codes text, p_outcome text, p_utc_offset integer,
    p_queued boolean) RETURNS text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {{path}} AS $$
DECLARE
    who text := session_user;
    now_s double precision := {_NOW};
    codes text := btrim(regexp_replace(coalesce(p_mistake_codes, ''), '\\s+', ' ', 'g'));
    n_codes integer;
    right_ integer := CASE WHEN p_right = 1 AND p_outcome = 'solved' THEN 1 ELSE 0 END;
    flags text[] := '{{}}';
    s drill_starts%ROWTYPE;
    old drill_results%ROWTYPE;
BEGIN
    n_codes := CASE WHEN codes = '' THEN 0 ELSE array_length(string_to_array(codes, ' '), 1) END;
    IF p_outcome IS NULL OR p_outcome NOT IN ('solved', 'wrong', 'abandoned')
            OR p_kind IS NULL OR p_kind NOT IN ({_KINDS_SQL})
            OR p_level IS NULL OR p_level NOT BETWEEN 0 AND 9 OR p_uid IS NULL
            OR p_utc_offset IS NOT NULL AND p_utc_offset NOT BETWEEN -86400 AND 86400 THEN
        RAISE EXCEPTION 'not a drill result' USING ERRCODE = 'check_violation';
    END IF;
    IF p_seconds IS NULL OR p_seconds = 'NaN' OR NOT p_seconds BETWEEN 0 AND 1e7 THEN
        RAISE EXCEPTION 'a time must be a finite number of seconds, 0 or more'
            USING ERRCODE = 'check_violation';
    END IF;
    SELECT * INTO old FROM drill_results WHERE uid = p_uid FOR UPDATE;
    IF FOUND THEN
        IF old.trainee <> who THEN
            RAISE EXCEPTION 'this result is another trainee''s' USING ERRCODE = 'insufficient_privilege';
        END IF;
        IF p_start IS DISTINCT FROM (SELECT start_id FROM drill_starts WHERE result_uid = p_uid)
                AND p_start IS NOT NULL THEN
            RAISE EXCEPTION 'a drill result names one drill start' USING ERRCODE = 'check_violation';
        END IF;
        -- one attempt's row only grows: its award, a wrong award after a right build, a drill
        -- left and resumed, more mistake codes after the old ones, more seconds
        IF right_ > old.right_first_time OR n_codes < old.mistakes OR p_seconds < old.seconds
                OR old.code <> coalesce(p_code, '') OR old.level <> p_level
                OR NOT (p_kind = old.kind OR old.kind = 'pots' AND p_kind = 'pots_and_award')
                OR NOT (p_outcome = old.outcome OR old.outcome = 'solved' AND p_outcome = 'wrong'
                        OR old.outcome = 'abandoned' AND p_outcome IN ('wrong', 'solved'))
                OR NOT (old.mistake_codes = '' OR codes = old.mistake_codes
                        OR left(codes, length(old.mistake_codes) + 1) = old.mistake_codes || ' ') THEN
            RAISE EXCEPTION 'a stored result is only completed, never changed for the better'
                USING ERRCODE = 'insufficient_privilege';
        END IF;
        UPDATE drill_results SET kind = p_kind, right_first_time = right_, seconds = p_seconds,
            mistakes = n_codes, mistake_codes = codes, outcome = p_outcome
            WHERE uid = p_uid;
        RETURN old.flags;
    END IF;
    IF p_start IS NULL THEN
        flags := flags || 'queued'::text;
    ELSE
        SELECT * INTO s FROM drill_starts WHERE start_id = p_start FOR UPDATE;
        IF NOT FOUND OR s.trainee <> who OR s.code <> coalesce(p_code, '') THEN
            RAISE EXCEPTION 'no such drill start' USING ERRCODE = 'check_violation';
        END IF;
        IF s.result_uid IS NOT NULL THEN
            RAISE EXCEPTION 'this drill start has its result already' USING ERRCODE = 'check_violation';
        END IF;
        IF right_ = 1 AND now_s - s.started_at < {MIN_DRILL_SECONDS} THEN  -- a quick Next is no claim
            RAISE EXCEPTION 'a drill result sooner than {MIN_DRILL_SECONDS} s after its start'
                USING ERRCODE = 'check_violation';
        END IF;
        UPDATE drill_starts SET result_uid = p_uid WHERE start_id = p_start;
        IF p_queued THEN
            flags := flags || 'queued'::text;
        END IF;
    END IF;
    INSERT INTO trainees (name, created_at) VALUES (who, now_s) ON CONFLICT (name) DO NOTHING;
    INSERT INTO drill_results (uid, trainee, finished_at, code, level, kind, right_first_time, seconds,
            mistakes, mistake_codes, outcome, day, flags)
        VALUES (p_uid, who, now_s, coalesce(p_code, ''), p_level, p_kind, right_, p_seconds, n_codes, codes,
            p_outcome, floor((now_s + coalesce(p_utc_offset, 0)) / 86400)::integer,
            array_to_string(flags, ','));
    RETURN array_to_string(flags, ',');
END $$"""

_START_EXAM = f"""
CREATE OR REPLACE FUNCTION start_exam(p_exam_id text) RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {{path}} AS $$
DECLARE
    who text := session_user;
    id bigint;
BEGIN
    IF NOT EXISTS (SELECT 1 FROM exams WHERE exam_id = p_exam_id) THEN
        RETURN NULL;
    END IF;
    INSERT INTO trainees (name, created_at) VALUES (who, {_NOW}) ON CONFLICT (name) DO NOTHING;
    INSERT INTO exam_starts (trainee, exam_id, started_at) VALUES (who, p_exam_id, {_NOW})
        RETURNING start_id INTO id;
    UPDATE exam_starts SET sitting_uid = '' WHERE start_id IN (
        SELECT start_id FROM exam_starts WHERE trainee = who AND sitting_uid IS NULL
        ORDER BY start_id DESC OFFSET {MAX_OPEN_EXAM_STARTS});
    RETURN id;
END $$"""

_RECORD_SITTING = f"""
CREATE OR REPLACE FUNCTION record_sitting(
    p_start bigint, p_uid text, p_exam_id text, p_title text, p_started_at double precision,
    p_seconds double precision, p_pass_mark integer, p_per_drill text, p_queued boolean)
    RETURNS text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {{path}} AS $$
DECLARE
    who text := session_user;
    now_s double precision := {_NOW};
    entries jsonb;
    n integer;
    right_ integer;
    mark integer := p_pass_mark;
    title_ text := p_title;
    started double precision := p_started_at;
    secs double precision := p_seconds;
    time_limit double precision;
    flags text[] := '{{}}';
    ex exams%ROWTYPE;
    s exam_starts%ROWTYPE;
    old exam_results%ROWTYPE;
    passed_ integer;
    doc jsonb;
    q integer;
    part jsonb;
    w numeric;
    r numeric;
    c numeric;
    each_ jsonb;
    part_mark numeric;
    got numeric := 0;
    weights numeric := 0;
BEGIN
    SELECT * INTO old FROM exam_results WHERE uid = p_uid;
    IF FOUND THEN
        IF old.trainee <> who THEN
            RAISE EXCEPTION 'this sitting is another trainee''s' USING ERRCODE = 'insufficient_privilege';
        END IF;
        RETURN old.flags;  -- the same sitting sent again: kept once, as first stored
    END IF;
    IF p_started_at IS NULL OR p_started_at = 'NaN' OR NOT p_started_at BETWEEN 0 AND 1e11
            OR p_seconds IS NULL OR p_seconds = 'NaN' OR NOT p_seconds BETWEEN 0 AND 1e7 THEN
        RAISE EXCEPTION 'a time must be a finite number of seconds, 0 or more'
            USING ERRCODE = 'check_violation';
    END IF;
    entries := p_per_drill::jsonb;
    IF jsonb_typeof(entries) <> 'array' THEN
        RAISE EXCEPTION 'not an exam sitting' USING ERRCODE = 'check_violation';
    END IF;
    n := jsonb_array_length(entries);
    SELECT count(*) INTO right_ FROM jsonb_array_elements(entries) AS e WHERE (e ->> 1)::integer = 1;
    passed_ := CASE WHEN n > 0 AND right_ * 100 >= mark * n THEN 1 ELSE 0 END;
    SELECT * INTO ex FROM exams WHERE exam_id = p_exam_id;
    IF NOT FOUND THEN
        flags := flags || 'unverified'::text;
        IF p_queued THEN
            flags := flags || 'queued'::text;
        END IF;
    ELSE
        IF n <> ex.drill_count THEN
            RAISE EXCEPTION 'the sitting has % drills, the exam %', n, ex.drill_count
                USING ERRCODE = 'check_violation';
        END IF;
        mark := ex.pass_mark;
        title_ := ex.title;
        passed_ := CASE WHEN n > 0 AND right_ * 100 >= mark * n THEN 1 ELSE 0 END;
        doc := ex.file::jsonb;
        IF doc ? 'parts' THEN  -- a written part and the table, weighted (drills/exam_parts.py)
            q := coalesce((doc ->> 'question_count')::integer, 0);
            each_ := doc -> 'pass' -> 'each_part';
            passed_ := 1;
            FOR part IN SELECT * FROM jsonb_array_elements(doc -> 'parts') LOOP
                w := (part ->> 'weight')::numeric;
                IF part ->> 'kind' = 'written' THEN
                    c := q;
                    SELECT count(*) INTO r FROM jsonb_array_elements(entries) AS e
                        WHERE (e ->> 0)::integer <= q AND (e ->> 1)::integer = 1;
                ELSE
                    c := n - q;
                    SELECT count(*) INTO r FROM jsonb_array_elements(entries) AS e
                        WHERE (e ->> 0)::integer > q AND (e ->> 1)::integer = 1;
                END IF;
                CONTINUE WHEN c = 0;  -- a part without items drops out
                got := got + w * r / c;
                weights := weights + w;
                part_mark := CASE jsonb_typeof(each_) WHEN 'number' THEN (each_ #>> '{{}}')::numeric
                    WHEN 'object' THEN (each_ ->> (part ->> 'kind'))::numeric END;
                IF part_mark IS NOT NULL AND r * 100 < part_mark * c THEN
                    passed_ := 0;
                END IF;
            END LOOP;
            IF weights = 0 OR got * 100 < (doc -> 'pass' ->> 'total')::numeric * weights THEN
                passed_ := 0;
            END IF;
        END IF;
        time_limit := least((ex.file::jsonb ->> 'total_seconds')::double precision,
            (ex.file::jsonb ->> 'seconds_per_drill')::double precision * ex.drill_count);
        IF p_start IS NOT NULL THEN
            SELECT * INTO s FROM exam_starts WHERE start_id = p_start FOR UPDATE;
            IF NOT FOUND OR s.trainee <> who OR s.exam_id <> p_exam_id THEN
                RAISE EXCEPTION 'no such exam start' USING ERRCODE = 'check_violation';
            END IF;
            IF s.sitting_uid IS NOT NULL THEN
                RAISE EXCEPTION 'this sitting was ended already' USING ERRCODE = 'check_violation';
            END IF;
            UPDATE exam_starts SET sitting_uid = p_uid WHERE start_id = p_start;
            secs := now_s - s.started_at;  -- the server's clock; started_at stays the sitting's id
        END IF;
        IF p_start IS NULL OR p_queued THEN
            flags := flags || 'queued'::text;
        END IF;
        IF secs > time_limit + {LATE_SECONDS} THEN
            flags := flags || 'late'::text;
        END IF;
        -- no start: the server cannot vouch for its time; ended too soon after it: for no drill
        IF p_start IS NULL OR secs < n * {MIN_SITTING_SECONDS_PER_DRILL} THEN
            flags := flags || 'unverified'::text;
        END IF;
    END IF;
    INSERT INTO trainees (name, created_at) VALUES (who, now_s) ON CONFLICT (name) DO NOTHING;
    INSERT INTO exam_results (uid, trainee, exam_id, title, started_at, seconds, pass_mark, drills,
            right_drills, passed, per_drill, flags, arrived_at)
        VALUES (p_uid, who, p_exam_id, coalesce(title_, ''), started, secs, mark, n, right_,
            passed_, p_per_drill,
            array_to_string(flags, ','), now_s);
    RETURN array_to_string(flags, ',');
END $$"""


def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def server_statements(schema: str) -> list[str]:
    """The statements that create the server's own tables (starts) and the trainee's result
    functions in ``schema`` (the schema of the results tables, as ``current_schema()`` says),
    with ``EXECUTE`` revoked from ``PUBLIC``. Safe to repeat (``IF NOT EXISTS``, ``OR
    REPLACE``); run by the schema's owner in the migration to version 4."""
    path = f"pg_catalog, {_quote(schema)}, pg_temp"
    out = list(_TABLES)
    for text in (_START_DRILL, _RECORD_DRILL, _START_EXAM, _RECORD_SITTING):
        out.append(text.replace("{path}", path))
    out += [f"REVOKE ALL ON FUNCTION {f} FROM PUBLIC" for f in FUNCTIONS]
    return out


def create_server_objects(cur: Any) -> None:
    """Run :func:`server_statements` for the current schema on ``cur`` (a psycopg cursor, in
    the caller's transaction)."""
    cur.execute("SELECT current_schema()")
    row = cur.fetchone()
    for statement in server_statements(str(row[0]) if row and row[0] else "public"):
        cur.execute(statement)


#: The calls that send one queued row (their parameters: :func:`drill_call`, :func:`sitting_call`).
RECORD_DRILL = "SELECT record_drill(%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)"
RECORD_SITTING = "SELECT record_sitting(%s, %s, %s, %s, %s, %s, %s, %s, %s)"


def drill_call(row: Sequence[Any], start: int | None, queued: bool) -> tuple[Any, ...]:
    """The parameters of :data:`RECORD_DRILL` for a queued ``drill_results`` row
    (:data:`~dealer_trainer.storage.schema.RESULT_COLUMNS` order), its drill start (None: the
    server gave none) and whether it waited in the queue. The server takes its own time and the
    trainee's name from the login; this machine's UTC offset gives the result's local day."""
    f = dict(zip(RESULT_COLUMNS, row, strict=False))
    offset = time.localtime(float(f["finished_at"]) or None).tm_gmtoff or 0
    return (
        start,
        f["uid"],
        f["code"],
        int(f["level"]),
        f["kind"],
        int(f["right_first_time"]),
        float(f["seconds"]),
        f["mistake_codes"],
        f.get("outcome") or "solved",
        int(offset),
        queued,
    )


def sitting_call(row: Sequence[Any], start: int | None, queued: bool) -> tuple[Any, ...]:
    """The parameters of :data:`RECORD_SITTING` for a queued ``exam_results`` row
    (:data:`~dealer_trainer.storage.schema.SITTING_COLUMNS` order); see :func:`drill_call`. The
    server counts the drills right and grades them against its own copy of the exam."""
    f = dict(zip(SITTING_COLUMNS, row, strict=False))
    return (
        start,
        f["uid"],
        f["exam_id"],
        f["title"],
        float(f["started_at"]),
        float(f["seconds"]),
        int(f["pass_mark"]),
        f["per_drill"],
        queued,
    )
