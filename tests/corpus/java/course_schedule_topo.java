// features: program, custom_exceptions, hash_map, priority_queue, deque_stack, iterator, streams, collections_utils, lambda_expression, var_declaration
import java.util.*;
import java.util.stream.*;

public class CourseSchedule {
    static class CycleException extends Exception {
        CycleException(Collection<String> remaining) { super("cycle among " + remaining); }
    }

    static List<String> topoOrder(Map<String, List<String>> prereqs) throws CycleException {
        Map<String, Integer> indegree = new TreeMap<>();
        Map<String, List<String>> unlocks = new HashMap<>();
        for (var e : prereqs.entrySet()) {
            indegree.putIfAbsent(e.getKey(), 0);
            for (String p : e.getValue()) {
                indegree.putIfAbsent(p, 0);
                indegree.merge(e.getKey(), 1, Integer::sum);
                unlocks.computeIfAbsent(p, k -> new ArrayList<>()).add(e.getKey());
            }
        }
        PriorityQueue<String> ready = new PriorityQueue<>();
        indegree.forEach((k, v) -> { if (v == 0) ready.add(k); });
        List<String> order = new ArrayList<>();
        while (!ready.isEmpty()) {
            String c = ready.poll();
            order.add(c);
            for (String next : unlocks.getOrDefault(c, List.of())) {
                if (indegree.merge(next, -1, Integer::sum) == 0) ready.add(next);
            }
        }
        if (order.size() != indegree.size()) {
            Set<String> left = new TreeSet<>(indegree.keySet());
            left.removeAll(order);
            throw new CycleException(left);
        }
        return order;
    }

    static Map<String, Integer> semesters(List<String> order, Map<String, List<String>> prereqs) {
        Map<String, Integer> sem = new LinkedHashMap<>();
        for (String c : order) {
            int s = 1;
            for (String p : prereqs.getOrDefault(c, List.of())) s = Math.max(s, sem.get(p) + 1);
            sem.put(c, s);
        }
        return sem;
    }

    public static void main(String[] args) {
        Map<String, List<String>> prereqs = new LinkedHashMap<>();
        prereqs.put("CS201", List.of("CS101", "MATH101"));
        prereqs.put("CS301", List.of("CS201"));
        prereqs.put("CS310", List.of("CS201", "MATH201"));
        prereqs.put("MATH201", List.of("MATH101"));
        prereqs.put("CS401", List.of("CS301", "CS310"));
        prereqs.put("CS150", List.of("CS101"));
        prereqs.put("ENG101", List.of());
        try {
            List<String> order = topoOrder(prereqs);
            System.out.println("order: " + order);
            Map<String, Integer> sem = semesters(order, prereqs);
            Map<Integer, List<String>> plan = sem.entrySet().stream().collect(
                Collectors.groupingBy(Map.Entry::getValue, TreeMap::new,
                    Collectors.mapping(Map.Entry::getKey, Collectors.toCollection(TreeSet::new))))
                .entrySet().stream().collect(Collectors.toMap(Map.Entry::getKey, e -> new ArrayList<>(e.getValue()), (a, b) -> a, TreeMap::new));
            plan.forEach((s, cs) -> System.out.println("semester " + s + ": " + String.join(", ", cs)));
            int longest = Collections.max(sem.values());
            System.out.println("minimum semesters: " + longest);
        } catch (CycleException e) {
            System.out.println("error: " + e.getMessage());
        }
        prereqs.put("CS101", List.of("CS401"));
        try {
            topoOrder(prereqs);
        } catch (CycleException e) {
            System.out.println("error: " + e.getMessage());
        }
        Map<String, Set<String>> transitive = new TreeMap<>();
        prereqs.remove("CS101");
        for (String c : prereqs.keySet()) {
            Set<String> all = new TreeSet<>();
            Deque<String> stack = new ArrayDeque<>(prereqs.getOrDefault(c, List.of()));
            while (!stack.isEmpty()) {
                String p = stack.pop();
                if (all.add(p)) stack.addAll(prereqs.getOrDefault(p, List.of()));
            }
            transitive.put(c, all);
        }
        transitive.forEach((k, v) -> System.out.println(k + " needs " + v.size() + " " + v));
        List<String> unmodifiable = Collections.unmodifiableList(new ArrayList<>(transitive.keySet()));
        try {
            unmodifiable.add("X");
        } catch (UnsupportedOperationException e) {
            System.out.println("cannot modify: " + e.getClass().getName());
        }
        Iterator<Map.Entry<String, Set<String>>> it = transitive.entrySet().iterator();
        while (it.hasNext()) if (it.next().getValue().isEmpty()) it.remove();
        System.out.println(transitive.keySet());
    }
}
