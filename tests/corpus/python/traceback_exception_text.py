# features: try_statement, except_clause, raise_statement, custom_exception, stdlib_traceback
"""traceback's exception text and logging.exception inside except clauses (frame lines left out)."""
import io
import logging
import sys
import traceback


def without_frames(text):
    return "\n".join(line for line in text.splitlines() if not line.startswith("  "))


class NoFrames(logging.Formatter):
    def formatException(self, ei):
        return without_frames(super().formatException(ei))


handler = logging.StreamHandler(sys.stdout)
handler.setFormatter(NoFrames("%(levelname)s %(name)s: %(message)s"))
log = logging.getLogger("jobs")
log.addHandler(handler)


class JobError(Exception):
    pass


def run(job):
    if job == "div":
        return 1 / 0
    if job == "key":
        return {}["missing"]
    if job == "chain":
        try:
            int("x1")
        except ValueError as exc:
            raise JobError("could not parse job id") from exc
    if job == "context":
        try:
            [][0]
        except IndexError:
            raise JobError("empty queue")
    return job.upper()


for job in ["ok", "div", "key", "chain", "context"]:
    try:
        print("result:", run(job))
    except Exception as exc:
        print(f"--- {job}: {traceback.format_exc().splitlines()[-1]}")
        print(without_frames(traceback.format_exc()))
        print(traceback.format_exception_only(type(exc), exc))
        print("".join(traceback.format_exception_only(exc)), end="")
        log.exception("job %s failed", job)
        log.warning("job %s (with exc_info)", job, exc_info=True)

err = JobError("with notes")
err.add_note("retry later")
print(traceback.format_exception_only(err))
print(repr(traceback.format_exc()))
traceback.print_exc(file=sys.stdout)
try:
    raise KeyError("k")
except KeyError:
    buf = io.StringIO()
    traceback.print_exc(file=buf)
    print(without_frames(buf.getvalue()))
