// features: program, record_declaration, priority_queue, deque_stack, hash_map, hash_set, object_methods, arrays, multidimensional_arrays
import java.util.*;

public class Graph1 {
    record Edge(int to, int w) {}
    record Point(int r, int c) {}

    static Map<Integer, List<Edge>> graph = new HashMap<>();

    static void addEdge(int a, int b, int w) {
        graph.computeIfAbsent(a, k -> new ArrayList<>()).add(new Edge(b, w));
        graph.computeIfAbsent(b, k -> new ArrayList<>()).add(new Edge(a, w));
    }

    static int[] dijkstra(int src, int n) {
        int[] dist = new int[n];
        Arrays.fill(dist, Integer.MAX_VALUE);
        dist[src] = 0;
        PriorityQueue<int[]> pq = new PriorityQueue<>(Comparator.comparingInt(a -> a[1]));
        pq.add(new int[]{src, 0});
        while (!pq.isEmpty()) {
            int[] cur = pq.poll();
            int u = cur[0];
            if (cur[1] > dist[u]) continue;
            for (Edge e : graph.getOrDefault(u, List.of())) {
                int nd = dist[u] + e.w();
                if (nd < dist[e.to()]) {
                    dist[e.to()] = nd;
                    pq.add(new int[]{e.to(), nd});
                }
            }
        }
        return dist;
    }

    static int bfs(char[][] grid, Point start, Point goal) {
        int rows = grid.length, cols = grid[0].length;
        Deque<Point> queue = new ArrayDeque<>();
        Map<Point, Integer> dist = new HashMap<>();
        queue.add(start);
        dist.put(start, 0);
        int[][] dirs = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        while (!queue.isEmpty()) {
            Point p = queue.poll();
            if (p.equals(goal)) return dist.get(p);
            for (int[] d : dirs) {
                Point q = new Point(p.r() + d[0], p.c() + d[1]);
                if (q.r() < 0 || q.r() >= rows || q.c() < 0 || q.c() >= cols) continue;
                if (grid[q.r()][q.c()] == '#' || dist.containsKey(q)) continue;
                dist.put(q, dist.get(p) + 1);
                queue.add(q);
            }
        }
        return -1;
    }

    public static void main(String[] args) {
        addEdge(0, 1, 4); addEdge(0, 2, 1); addEdge(2, 1, 2); addEdge(1, 3, 1); addEdge(2, 3, 5);
        System.out.println(Arrays.toString(dijkstra(0, 5)));
        String[] maze = {"..#.", ".##.", "....", "#.#."};
        char[][] grid = new char[maze.length][];
        for (int i = 0; i < maze.length; i++) grid[i] = maze[i].toCharArray();
        System.out.println("steps: " + bfs(grid, new Point(0, 0), new Point(0, 3)));
        Set<Point> seen = new HashSet<>();
        seen.add(new Point(1, 2));
        seen.add(new Point(1, 2));
        seen.add(new Point(2, 1));
        System.out.println(seen.size() + " " + seen.contains(new Point(2, 1)) + " " + new Point(1, 2).hashCode());
        System.out.println(seen);
        Map<Point, String> labels = new TreeMap<>(Comparator.comparingInt(Point::r).thenComparingInt(Point::c));
        labels.put(new Point(2, 0), "c"); labels.put(new Point(0, 5), "a"); labels.put(new Point(0, 1), "b");
        System.out.println(labels);
        Deque<Integer> stack = new ArrayDeque<>();
        for (int i = 0; i < 5; i++) stack.push(i);
        StringBuilder sb = new StringBuilder();
        while (!stack.isEmpty()) sb.append(stack.pop()).append(stack.isEmpty() ? "" : ",");
        System.out.println(sb);
        Queue<String> q = new LinkedList<>();
        q.offer("x"); q.offer("y"); q.add("z");
        System.out.println(q.peek() + q.size() + q.poll() + q);
    }
}
