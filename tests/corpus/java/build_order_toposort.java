// features: program, custom_exceptions, uncaught_exception, varargs, deque_stack, hash_map, lambda_expression
import java.util.*;

public class BuildOrder {
    static class CycleException extends RuntimeException {
        CycleException(Collection<String> stuck) { super("cycle among " + stuck); }
    }

    private final Map<String, Set<String>> deps = new LinkedHashMap<>();

    void target(String name, String... needs) {
        deps.computeIfAbsent(name, k -> new TreeSet<>()).addAll(List.of(needs));
        for (String n : needs) deps.computeIfAbsent(n, k -> new TreeSet<>());
    }

    List<String> order() {
        Map<String, Integer> indeg = new HashMap<>();
        Map<String, List<String>> users = new HashMap<>();
        for (var e : deps.entrySet()) {
            indeg.putIfAbsent(e.getKey(), 0);
            for (String d : e.getValue()) {
                indeg.merge(e.getKey(), 1, Integer::sum);
                users.computeIfAbsent(d, k -> new ArrayList<>()).add(e.getKey());
            }
        }
        Deque<String> ready = new ArrayDeque<>();
        deps.keySet().stream().filter(t -> indeg.get(t) == 0).sorted().forEach(ready::add);
        List<String> out = new ArrayList<>();
        while (!ready.isEmpty()) {
            String t = ready.removeFirst();
            out.add(t);
            List<String> next = new ArrayList<>(users.getOrDefault(t, List.of()));
            Collections.sort(next);
            for (String u : next) {
                if (indeg.compute(u, (k, v) -> v - 1) == 0) ready.addLast(u);
            }
        }
        if (out.size() != deps.size()) {
            Set<String> stuck = new TreeSet<>(deps.keySet());
            stuck.removeAll(out);
            throw new CycleException(stuck);
        }
        return out;
    }

    int depth(String t, Map<String, Integer> memo) {
        Integer m = memo.get(t);
        if (m != null) return m;
        int d = 0;
        for (String x : deps.get(t)) d = Math.max(d, 1 + depth(x, memo));
        memo.put(t, d);
        return d;
    }

    public static void main(String[] args) {
        BuildOrder b = new BuildOrder();
        b.target("app", "ui", "net", "log");
        b.target("ui", "gfx", "log");
        b.target("net", "crypto", "log");
        b.target("gfx", "math");
        b.target("crypto", "math");
        b.target("tests", "app", "mock");
        List<String> order = b.order();
        System.out.println("build order: " + order);
        Map<String, Integer> memo = new TreeMap<>();
        for (String t : order) b.depth(t, memo);
        System.out.println("depths: " + memo);
        Map<Integer, List<String>> waves = new TreeMap<>();
        memo.forEach((t, d) -> waves.computeIfAbsent(d, k -> new ArrayList<>()).add(t));
        waves.forEach((d, ts) -> System.out.println("wave " + d + ": " + String.join(", ", ts)));

        BuildOrder bad = new BuildOrder();
        bad.target("a", "b");
        bad.target("b", "c");
        bad.target("c", "a");
        bad.target("d");
        try {
            bad.order();
        } catch (CycleException e) {
            System.out.println("error: " + e.getMessage());
        }
        bad.order();
    }
}
