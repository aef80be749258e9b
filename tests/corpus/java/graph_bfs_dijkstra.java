// features: program, hash_map, hash_set, deque_stack, priority_queue, generics, var_declaration, enhanced_for_statement, lambda_expression
import java.util.*;

public class GraphSearch {
    private final Map<String, List<String>> adj = new LinkedHashMap<>();
    private final Map<String, Map<String, Integer>> weights = new HashMap<>();

    void edge(String a, String b, int w) {
        adj.computeIfAbsent(a, k -> new ArrayList<>()).add(b);
        adj.computeIfAbsent(b, k -> new ArrayList<>()).add(a);
        weights.computeIfAbsent(a, k -> new HashMap<>()).put(b, w);
        weights.computeIfAbsent(b, k -> new HashMap<>()).put(a, w);
    }

    List<String> bfs(String start) {
        List<String> order = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        Deque<String> q = new ArrayDeque<>();
        q.add(start);
        seen.add(start);
        while (!q.isEmpty()) {
            String n = q.poll();
            order.add(n);
            for (String m : adj.getOrDefault(n, List.of())) {
                if (seen.add(m)) q.add(m);
            }
        }
        return order;
    }

    Map<String, Integer> dijkstra(String src) {
        Map<String, Integer> dist = new TreeMap<>();
        PriorityQueue<Map.Entry<String, Integer>> pq = new PriorityQueue<>(Map.Entry.comparingByValue());
        pq.add(new AbstractMap.SimpleEntry<>(src, 0));
        while (!pq.isEmpty()) {
            var e = pq.poll();
            if (dist.containsKey(e.getKey())) continue;
            dist.put(e.getKey(), e.getValue());
            for (String m : adj.get(e.getKey())) {
                if (!dist.containsKey(m)) {
                    pq.add(new AbstractMap.SimpleEntry<>(m, e.getValue() + weights.get(e.getKey()).get(m)));
                }
            }
        }
        return dist;
    }

    public static void main(String[] args) {
        GraphSearch g = new GraphSearch();
        g.edge("A", "B", 4);
        g.edge("A", "C", 1);
        g.edge("C", "B", 2);
        g.edge("B", "D", 5);
        g.edge("C", "D", 8);
        g.edge("D", "E", 3);
        g.edge("F", "G", 1);
        System.out.println("BFS from A: " + g.bfs("A"));
        System.out.println("BFS from F: " + g.bfs("F"));
        System.out.println("Dijkstra: " + g.dijkstra("A"));
        int components = 0;
        Set<String> visited = new HashSet<>();
        for (String n : g.adj.keySet()) {
            if (!visited.contains(n)) {
                components++;
                visited.addAll(g.bfs(n));
            }
        }
        System.out.println("components = " + components);
    }
}
