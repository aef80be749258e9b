// features: program, record_declaration, interface_declaration, default_methods, generics, generic_methods, anonymous_class, iterator, instanceof_expression, streams
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class ThermostatEvents {
    interface Event { long seq(); default String kind() { return getClass().getSimpleName(); } }
    record SetpointChanged(long seq, double target) implements Event {}
    record TemperatureRead(long seq, double value) implements Event {}
    record ModeChanged(long seq, Mode mode) implements Event {}
    record Fault(long seq, String code) implements Event { @Override public String kind() { return "FAULT:" + code; } }

    enum Mode { OFF, HEAT, COOL, AUTO }

    interface Projection<S> {
        S initial();
        S apply(S state, Event e);
    }

    static final class EventStore<E extends Event> implements Iterable<E> {
        private final List<E> log = new ArrayList<>();
        private final List<Consumer<? super E>> listeners = new ArrayList<>();
        void append(E e) {
            if (!log.isEmpty() && e.seq() <= log.get(log.size() - 1).seq())
                throw new IllegalArgumentException("out of order: " + e.seq());
            log.add(e);
            listeners.forEach(l -> l.accept(e));
        }
        void subscribe(Consumer<? super E> l) { listeners.add(l); }
        <S> S replay(Projection<S> p) { return replay(p, Long.MAX_VALUE); }
        <S> S replay(Projection<S> p, long uptoSeq) {
            S s = p.initial();
            for (E e : log) { if (e.seq() > uptoSeq) break; s = p.apply(s, e); }
            return s;
        }
        <T extends E> List<T> ofType(Class<T> type) {
            return log.stream().filter(type::isInstance).map(type::cast).collect(Collectors.toList());
        }
        @Override public Iterator<E> iterator() {
            return new Iterator<>() {
                int i = 0;
                public boolean hasNext() { return i < log.size(); }
                public E next() {
                    if (!hasNext()) throw new NoSuchElementException();
                    return log.get(i++);
                }
            };
        }
    }

    record State(Mode mode, double target, double current, boolean heating, boolean cooling, int faults) {
        State with(Mode m, double t, double c, int f) {
            boolean heat = (m == Mode.HEAT || m == Mode.AUTO) && c < t - 0.5;
            boolean cool = (m == Mode.COOL || m == Mode.AUTO) && c > t + 0.5;
            return new State(m, t, c, heat && f == 0, cool && f == 0, f);
        }
    }

    static final Projection<State> CONTROLLER = new Projection<>() {
        public State initial() { return new State(Mode.OFF, 20.0, Double.NaN, false, false, 0); }
        public State apply(State s, Event e) {
            if (e instanceof SetpointChanged sc) return s.with(s.mode(), sc.target(), s.current(), s.faults());
            if (e instanceof TemperatureRead tr) return s.with(s.mode(), s.target(), tr.value(), s.faults());
            if (e instanceof ModeChanged mc) return s.with(mc.mode(), s.target(), s.current(), s.faults());
            if (e instanceof Fault) return s.with(s.mode(), s.target(), s.current(), s.faults() + 1);
            throw new IllegalArgumentException("unknown event " + e);
        }
    };

    static <T extends Comparable<? super T>> T maxOf(Collection<? extends T> items) {
        Iterator<? extends T> it = items.iterator();
        T best = it.next();
        while (it.hasNext()) { T x = it.next(); if (x.compareTo(best) > 0) best = x; }
        return best;
    }

    public static void main(String[] args) {
        EventStore<Event> store = new EventStore<>();
        List<String> audit = new ArrayList<>();
        store.subscribe(e -> audit.add(e.seq() + ":" + e.kind()));
        Map<String, Integer> kinds = new TreeMap<>();
        store.subscribe(e -> kinds.merge(e.kind(), 1, Integer::sum));
        long seq = 0;
        store.append(new ModeChanged(++seq, Mode.AUTO));
        store.append(new SetpointChanged(++seq, 21.0));
        double[] temps = {18.2, 19.0, 20.1, 20.8, 21.4, 22.3, 22.9, 21.2};
        for (double t : temps) store.append(new TemperatureRead(++seq, t));
        store.append(new Fault(++seq, "E42"));
        store.append(new TemperatureRead(++seq, 17.5));
        store.append(new ModeChanged(++seq, Mode.COOL));
        store.append(new SetpointChanged(++seq, 19.5));
        try {
            store.append(new TemperatureRead(3, 0));
        } catch (IllegalArgumentException e) {
            System.out.println("rejected: " + e.getMessage());
        }
        for (long upto = 1; upto <= seq; upto += 2) {
            State s = store.replay(CONTROLLER, upto);
            System.out.printf("after #%-2d %-5s target=%4.1f current=%5s heat=%-5b cool=%-5b faults=%d%n", upto, s.mode(),
                    s.target(), Double.isNaN(s.current()) ? "n/a" : String.format("%.1f", s.current()), s.heating(), s.cooling(), s.faults());
        }
        System.out.println("final: " + store.replay(CONTROLLER));
        List<TemperatureRead> reads = store.ofType(TemperatureRead.class);
        DoubleSummaryStatistics st = reads.stream().mapToDouble(TemperatureRead::value).summaryStatistics();
        System.out.printf("%d reads, min %.1f max %.1f mean %.3f%n", st.getCount(), st.getMin(), st.getMax(), st.getAverage());
        System.out.println("max via generic helper: " + maxOf(reads.stream().map(TemperatureRead::value).collect(Collectors.toList())));
        System.out.println("modes seen: " + store.ofType(ModeChanged.class).stream().map(ModeChanged::mode).collect(Collectors.toCollection(() -> EnumSet.noneOf(Mode.class))));
        Projection<Integer> heatingTicks = new Projection<>() {
            State inner = CONTROLLER.initial();
            public Integer initial() { inner = CONTROLLER.initial(); return 0; }
            public Integer apply(Integer n, Event e) {
                inner = CONTROLLER.apply(inner, e);
                return inner.heating() ? n + 1 : n;
            }
        };
        System.out.println("heating ticks: " + store.replay(heatingTicks));
        System.out.println("audit tail: " + audit.subList(audit.size() - 4, audit.size()));
        System.out.println("kinds: " + kinds);
        int n = 0;
        for (Event e : store) if (e instanceof TemperatureRead t && t.value() > 21) n++;
        System.out.println("reads above 21: " + n);
        Iterator<Event> it = store.iterator();
        while (it.hasNext()) it.next();
        try { it.next(); } catch (NoSuchElementException e) { System.out.println("iterator exhausted: " + e); }
        System.out.println(maxOf(List.of("delta", "alpha", "charlie")) + " " + maxOf(EnumSet.of(Mode.HEAT, Mode.OFF)));
    }
}
