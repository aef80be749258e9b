// features: program, nested_static_class, hash_map, hash_set, priority_queue, multidimensional_arrays, deque_stack
// An independently written program (a user's idiom, not written against the VM).
import java.util.*;

public class GraphSearch {
    static class Graph {
        private final Map<String, List<String>> adj = new HashMap<>();
        private final Map<String, Integer> weights = new HashMap<>();
        void addEdge(String a, String b, int w) {
            adj.computeIfAbsent(a, k -> new ArrayList<>()).add(b);
            adj.computeIfAbsent(b, k -> new ArrayList<>()).add(a);
            weights.put(a + "-" + b, w);
            weights.put(b + "-" + a, w);
        }
        List<String> bfs(String start) {
            List<String> order = new ArrayList<>();
            Set<String> seen = new HashSet<>();
            Queue<String> q = new LinkedList<>();
            q.add(start); seen.add(start);
            while (!q.isEmpty()) {
                String cur = q.poll();
                order.add(cur);
                for (String n : adj.getOrDefault(cur, Collections.emptyList())) {
                    if (seen.add(n)) q.offer(n);
                }
            }
            return order;
        }
        Map<String, Integer> dijkstra(String src) {
            Map<String, Integer> dist = new TreeMap<>();
            PriorityQueue<Map.Entry<String, Integer>> pq = new PriorityQueue<>((x, y) -> x.getValue() - y.getValue());
            pq.add(new AbstractMap.SimpleEntry<>(src, 0));
            while (!pq.isEmpty()) {
                var e = pq.poll();
                if (dist.containsKey(e.getKey())) continue;
                dist.put(e.getKey(), e.getValue());
                for (String n : adj.get(e.getKey())) {
                    if (!dist.containsKey(n)) pq.add(Map.entry(n, e.getValue() + weights.get(e.getKey() + "-" + n)));
                }
            }
            return dist;
        }
    }

    public static void main(String[] args) {
        Graph g = new Graph();
        String[][] edges = {{"A", "B", "4"}, {"A", "C", "2"}, {"B", "C", "5"}, {"B", "D", "10"}, {"C", "E", "3"}, {"E", "D", "4"}, {"D", "F", "11"}};
        for (String[] e : edges) g.addEdge(e[0], e[1], Integer.parseInt(e[2]));
        System.out.println("bfs: " + g.bfs("A"));
        System.out.println("dijkstra: " + g.dijkstra("A"));
        System.out.println(g.adj);
        Set<String> hs = new HashSet<>(Arrays.asList("pear", "apple", "fig", "banana", "kiwi", "cherry", "date", "grape", "lemon", "mango", "olive", "plum", "quince"));
        System.out.println(hs);
        Map<Integer, String> hm = new HashMap<>();
        for (int i = 0; i < 20; i++) hm.put(i * 37 % 101, "v" + i);
        System.out.println(hm);
        int[][] grid = new int[5][7];
        for (int r = 0; r < 5; r++) for (int c = 0; c < 7; c++) grid[r][c] = (r * 3 + c * 5) % 4 == 0 ? 1 : 0;
        int islands = 0;
        boolean[][] vis = new boolean[5][7];
        for (int r = 0; r < 5; r++) for (int c = 0; c < 7; c++) {
            if (grid[r][c] == 1 && !vis[r][c]) {
                islands++;
                Deque<int[]> st = new ArrayDeque<>();
                st.push(new int[]{r, c});
                while (!st.isEmpty()) {
                    int[] p = st.pop();
                    if (p[0] < 0 || p[0] >= 5 || p[1] < 0 || p[1] >= 7 || vis[p[0]][p[1]] || grid[p[0]][p[1]] == 0) continue;
                    vis[p[0]][p[1]] = true;
                    st.push(new int[]{p[0] + 1, p[1]}); st.push(new int[]{p[0] - 1, p[1]});
                    st.push(new int[]{p[0], p[1] + 1}); st.push(new int[]{p[0], p[1] - 1});
                }
            }
        }
        System.out.println("islands=" + islands);
        System.out.println(Arrays.deepToString(grid));
    }
}
