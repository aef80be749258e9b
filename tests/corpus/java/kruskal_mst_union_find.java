// features: program, record_declaration, nested_static_class, arrays, collections_utils, hash_map, string_format
import java.util.*;

public class KruskalMst {
    static class UnionFind {
        private final int[] parent, rank;
        int components;
        UnionFind(int n) {
            parent = new int[n];
            rank = new int[n];
            components = n;
            for (int i = 0; i < n; i++) parent[i] = i;
        }
        int find(int x) {
            while (parent[x] != x) {
                parent[x] = parent[parent[x]];
                x = parent[x];
            }
            return x;
        }
        boolean union(int a, int b) {
            int ra = find(a), rb = find(b);
            if (ra == rb) return false;
            if (rank[ra] < rank[rb]) { int t = ra; ra = rb; rb = t; }
            parent[rb] = ra;
            if (rank[ra] == rank[rb]) rank[ra]++;
            components--;
            return true;
        }
    }

    record Edge(int u, int v, int w) implements Comparable<Edge> {
        public int compareTo(Edge o) {
            int c = Integer.compare(w, o.w);
            return c != 0 ? c : Integer.compare(u, o.u);
        }
    }

    public static void main(String[] args) {
        String[] cities = {"Oslo", "Bergen", "Trondheim", "Stavanger", "Tromso", "Bodo", "Alesund"};
        int[][] raw = {
            {0, 1, 463}, {0, 2, 494}, {1, 3, 210}, {0, 3, 552}, {2, 5, 724},
            {5, 4, 565}, {2, 6, 287}, {1, 6, 378}, {3, 6, 580}, {0, 6, 526}, {2, 4, 1140}
        };
        List<Edge> edges = new ArrayList<>();
        for (int[] r : raw) edges.add(new Edge(r[0], r[1], r[2]));
        Collections.sort(edges);
        UnionFind uf = new UnionFind(cities.length);
        List<Edge> tree = new ArrayList<>();
        int total = 0;
        for (Edge e : edges) {
            if (uf.union(e.u(), e.v())) {
                tree.add(e);
                total += e.w();
                System.out.printf("take %-10s - %-10s %5d km%n", cities[e.u()], cities[e.v()], e.w());
            } else {
                System.out.printf("skip %-10s - %-10s (cycle)%n", cities[e.u()], cities[e.v()]);
            }
        }
        System.out.println("MST weight: " + total + " km, edges: " + tree.size() + ", components: " + uf.components);
        Map<String, Integer> degree = new TreeMap<>();
        for (Edge e : tree) {
            degree.merge(cities[e.u()], 1, Integer::sum);
            degree.merge(cities[e.v()], 1, Integer::sum);
        }
        System.out.println("degrees " + degree);
        String hub = Collections.max(degree.entrySet(), Map.Entry.comparingByValue()).getKey();
        System.out.println("hub: " + hub);
        int[] sorted = edges.stream().mapToInt(Edge::w).toArray();
        System.out.println(Arrays.toString(Arrays.copyOfRange(sorted, 0, 5)) + " ... median " + sorted[sorted.length / 2]);
        System.out.println("binarySearch 578 -> " + Arrays.binarySearch(sorted, 578));
    }
}
