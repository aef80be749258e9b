// features: program, threads, method_reference, streams, lambda_expression, uncaught_exception, custom_exceptions
import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;
import java.util.stream.*;

// Thread::getName and AtomicInteger::get are instance-method references; LongAdder counts words;
// an exception thrown by a call in a chain split over lines reports the line of that call's '('.
public class chained_call_lines_counters {
    static class MissingCodeException extends RuntimeException {
        MissingCodeException(String what) { super("no code for " + what); }
    }

    static final Map<String, String> CODES = Map.of("a", ".-", "b", "-...");

    static String code(String letter) {
        return CODES.entrySet().stream()
            .filter(e -> e.getKey().equals(letter))
            .map(Map.Entry::getValue)
            .findFirst()
            .orElseThrow(() ->
                new MissingCodeException(letter));
    }

    public static void main(String[] args) throws InterruptedException {
        List<Thread> threads = new ArrayList<>();
        AtomicInteger total = new AtomicInteger();
        for (int t = 0; t < 3; t++) {
            Thread th = new Thread(() -> total.addAndGet(5), "worker-" + t);
            threads.add(th);
            th.start();
        }
        for (Thread th : threads) th.join();
        System.out.println(threads.stream().map(Thread::getName).collect(Collectors.joining(",")));
        List<AtomicInteger> cells = List.of(total, new AtomicInteger(7));
        System.out.println(cells.stream().map(AtomicInteger::get).collect(Collectors.toList()));
        System.out.println(cells.stream().mapToInt(AtomicInteger::incrementAndGet).sum());

        ConcurrentHashMap<String, LongAdder> counts = new ConcurrentHashMap<>();
        for (String w : "to be or not to be".split(" ")) counts.computeIfAbsent(w, k -> new LongAdder()).increment();
        String top = counts.entrySet().stream()
            .sorted(Comparator.comparingLong((Map.Entry<String, LongAdder> e) -> -e.getValue().sum()).thenComparing(Map.Entry::getKey))
            .map(e -> e.getKey() + ":" + e.getValue())
            .collect(Collectors.joining(" "));
        System.out.println(top);
        LongAdder adder = new LongAdder();
        adder.add(40);
        adder.increment();
        adder.decrement();
        adder.add(2);
        System.out.println(adder.sum() + " " + adder.intValue() + " " + adder.longValue() + " " + adder);
        System.out.println(adder.sumThenReset() + " then " + adder.sum());
        adder.add(9);
        adder.reset();
        System.out.println("after reset " + adder.sum() + " " + adder.getClass().getName() + " " + total.getClass().getName());
        System.out.println(Stream.of(adder).map(LongAdder::sum).findFirst().get());

        System.out.println(code("a") + " " + code("b"));
        System.out.println(code("c"));
    }
}
