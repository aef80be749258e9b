// features: program, record_declaration, priority_queue, hash_map, comparator_combinators, string_format, streams
import java.util.*;

public class CityRoutes {
    record Edge(String to, int km) {}
    record Visit(String city, int dist) implements Comparable<Visit> {
        public int compareTo(Visit o) { return Integer.compare(dist, o.dist); }
    }

    private final Map<String, List<Edge>> graph = new TreeMap<>();

    void road(String a, String b, int km) {
        graph.computeIfAbsent(a, k -> new ArrayList<>()).add(new Edge(b, km));
        graph.computeIfAbsent(b, k -> new ArrayList<>()).add(new Edge(a, km));
    }

    Map<String, Integer> shortest(String from, Map<String, String> prev) {
        Map<String, Integer> dist = new HashMap<>();
        PriorityQueue<Visit> pq = new PriorityQueue<>();
        dist.put(from, 0);
        pq.add(new Visit(from, 0));
        while (!pq.isEmpty()) {
            Visit v = pq.poll();
            if (v.dist() > dist.getOrDefault(v.city(), Integer.MAX_VALUE)) continue;
            for (Edge e : graph.getOrDefault(v.city(), List.of())) {
                int nd = v.dist() + e.km();
                if (nd < dist.getOrDefault(e.to(), Integer.MAX_VALUE)) {
                    dist.put(e.to(), nd);
                    prev.put(e.to(), v.city());
                    pq.offer(new Visit(e.to(), nd));
                }
            }
        }
        return dist;
    }

    static List<String> path(Map<String, String> prev, String to) {
        LinkedList<String> p = new LinkedList<>();
        for (String at = to; at != null; at = prev.get(at)) p.addFirst(at);
        return p;
    }

    public static void main(String[] args) {
        CityRoutes r = new CityRoutes();
        r.road("Amsterdam", "Utrecht", 45);
        r.road("Amsterdam", "Haarlem", 20);
        r.road("Haarlem", "Leiden", 32);
        r.road("Leiden", "The Hague", 19);
        r.road("The Hague", "Rotterdam", 27);
        r.road("Utrecht", "Rotterdam", 61);
        r.road("Utrecht", "Arnhem", 64);
        r.road("Rotterdam", "Breda", 52);
        r.road("Breda", "Eindhoven", 58);
        r.road("Arnhem", "Eindhoven", 87);
        Map<String, String> prev = new HashMap<>();
        Map<String, Integer> d = r.shortest("Amsterdam", prev);
        List<String> cities = new ArrayList<>(d.keySet());
        cities.sort(Comparator.comparing((String c) -> d.get(c)).thenComparing(Comparator.naturalOrder()));
        for (String c : cities) {
            System.out.printf("%-10s %4d km  via %s%n", c, d.get(c), String.join(" -> ", path(prev, c)));
        }
        System.out.println("unreachable Groningen: " + d.containsKey("Groningen"));
        int total = d.values().stream().mapToInt(Integer::intValue).sum();
        System.out.println("sum of distances = " + total + ", mean = " + String.format("%.2f", total / (double) d.size()));
        System.out.println("graph degree: " + r.graph.entrySet().stream()
            .map(e -> e.getKey().charAt(0) + "" + e.getValue().size()).toList());
    }
}
