# features: import_statement, class_definition, inheritance, keyword_argument, dictionary, try_statement, except_clause
"""An order-processing pipeline that reports its progress through logging."""
import logging
import sys


class OnlyOddTotals(logging.Filter):
    def filter(self, record):
        return getattr(record, "total", 1) % 2 == 1


class ShortTraceFormatter(logging.Formatter):
    # keep reports stable: only the exception's last line
    def formatException(self, ei):
        return "  caused by " + ei[0].__name__ + ": " + str(ei[1])


class CollectingHandler(logging.Handler):
    # keeps the formatted records for an end-of-run summary
    def __init__(self):
        super().__init__(logging.WARNING)
        self.lines = []

    def emit(self, record):
        assert isinstance(record, logging.LogRecord)
        self.lines.append(self.format(record))


def setup():
    logging.basicConfig(level=logging.INFO, stream=sys.stdout)
    app = logging.getLogger("shop")
    orders = logging.getLogger("shop.orders")
    audit = logging.getLogger("shop.audit")
    handler = logging.StreamHandler(sys.stdout)
    handler.setFormatter(logging.Formatter("[{levelname:<8}] {name}: {message}", style="{"))
    audit.addHandler(handler)
    audit.propagate = False
    return app, orders, audit


def process(orders_log, audit, items):
    total = 0
    for name, qty, price in items:
        if qty <= 0:
            orders_log.warning("skipping %s: bad quantity %d", name, qty)
            continue
        total += qty * price
        orders_log.debug("added %s", name)  # below INFO: dropped
    audit.info("order total %d", total, extra={"total": total})
    return total


def main():
    app, orders_log, audit = setup()
    print(orders_log.getEffectiveLevel(), logging.getLevelName(orders_log.getEffectiveLevel()))
    print(orders_log.parent.name, audit.parent is app, app.parent is logging.getLogger())
    print(orders_log.isEnabledFor(logging.DEBUG), orders_log.isEnabledFor(logging.INFO))
    process(orders_log, audit, [("pen", 3, 2), ("ink", 0, 5), ("pad", 2, 7)])
    orders_log.setLevel("DEBUG")
    process(orders_log, audit, [("cap", 1, 1)])
    print(logging.getLevelName(orders_log.level), orders_log.getEffectiveLevel())

    audit.handlers[0].addFilter(OnlyOddTotals())
    for batch in ([("a", 1, 3)], [("b", 2, 2)], [("c", 1, 5)]):
        process(orders_log, audit, batch)

    err = logging.StreamHandler(sys.stdout)
    err.setLevel(logging.ERROR)
    err.setFormatter(ShortTraceFormatter("%(levelname)s %(name)s | %(message)s"))
    app.addHandler(err)
    try:
        {}["missing"]
    except KeyError as exc:
        app.error("lookup failed for %s", "missing", exc_info=exc)
    app.critical("shutting down %(why)s", {"why": "at end"})
    app.log(logging.WARNING, "custom level %s", "works")

    logging.addLevelName(25, "NOTICE")
    app.log(25, "a notice")
    print(logging.getLevelName(25), logging.getLevelName("NOTICE"), logging.getLevelName(33))

    adapter = logging.LoggerAdapter(logging.getLogger("shop.web"), {"ip": "10.0.0.7"})
    web = logging.StreamHandler(sys.stdout)
    web.setFormatter(logging.Formatter("$levelname from ${ip}: $message", style="$"))
    logging.getLogger("shop.web").addHandler(web)
    logging.getLogger("shop.web").propagate = False
    adapter.info("GET /cart %d", 200)
    adapter.warning("slow response")

    stamped = logging.getLogger("shop.stamped")
    sh = logging.StreamHandler(sys.stdout)
    sh.setFormatter(logging.Formatter("%(levelno)d %(name)s %(message)s"))
    stamped.addHandler(sh)
    stamped.propagate = False
    stamped.addFilter(logging.Filter("shop.other"))
    stamped.warning("filtered out")
    stamped.filters.clear()
    stamped.disabled = True
    stamped.warning("disabled")
    stamped.disabled = False
    stamped.warning("enabled again")

    quiet = logging.getLogger("quiet")
    quiet.addHandler(logging.NullHandler())
    quiet.propagate = False
    quiet.error("nobody hears this")
    print(quiet.hasHandlers(), logging.getLogger("nowhere").hasHandlers())

    try:
        orders_log.setLevel("LOUD")
    except ValueError as exc:
        print("ValueError:", exc)
    logging.info("root says %s", "hi")
    logging.warning("root warns")
    logging.debug("root debug hidden")
    logging.disable(logging.WARNING)
    logging.warning("disabled globally")
    logging.error("errors still pass")
    logging.disable(logging.NOTSET)

    collector = CollectingHandler()
    archive = logging.FileHandler("/dev/null")  # the archive file is not inspected here
    summary = logging.getLogger("shop.summary")
    summary.addHandler(collector)
    summary.addHandler(archive)
    summary.propagate = False
    summary.info("not collected")
    summary.warning("low stock: %s", "ink")
    summary.setLevel(logging.CRITICAL)
    summary.error("hidden by level")
    summary.critical("out of %s", "paper")
    print(len(collector.lines), collector.lines)


main()
