// features: hash_map, hash_set, enhanced_for_statement, iterator, builtin_exceptions
// Collections as keys: a List key is found by any equal list (List.of vs
// Arrays.asList vs ArrayList), a Set key by any set with the same elements,
// an array key only by the same array. Changing a map or set while a
// for-each walks it throws ConcurrentModificationException.
import java.util.*;

public class CollectionKeysCme {
    public static void main(String[] args) {
        Map<List<Integer>, String> grid = new HashMap<>();
        grid.put(List.of(0, 0), "origin");
        grid.put(List.of(2, 3), "depot");
        grid.put(Arrays.asList(5, 1), "market");
        List<Integer> probe = new ArrayList<>();
        probe.add(2);
        probe.add(3);
        System.out.println("probe " + probe + " -> " + grid.get(probe));
        System.out.println("asList(0,0) -> " + grid.get(Arrays.asList(0, 0)));
        System.out.println("contains [5, 1]: " + grid.containsKey(List.of(5, 1)));
        System.out.println("hash equal: " + (List.of(2, 3).hashCode() == probe.hashCode()));
        grid.merge(List.of(2, 3), "+fuel", String::concat);
        System.out.println(grid.get(probe) + " size " + grid.size());

        Set<Set<String>> teams = new HashSet<>();
        teams.add(Set.of("ann", "bob"));
        teams.add(new TreeSet<>(List.of("bob", "ann")));
        teams.add(new HashSet<>(List.of("cy", "dee")));
        System.out.println("teams " + teams.size());
        System.out.println("has {dee, cy}: " + teams.contains(new LinkedHashSet<>(List.of("dee", "cy"))));
        Map<Map<String, Integer>, String> configs = new HashMap<>();
        configs.put(Map.of("w", 1, "h", 2), "small");
        Map<String, Integer> asked = new TreeMap<>();
        asked.put("h", 2);
        asked.put("w", 1);
        System.out.println("config " + configs.get(asked));

        int[] a = {1, 2};
        int[] b = {1, 2};
        Map<int[], String> byArray = new HashMap<>();
        byArray.put(a, "first");
        System.out.println("same array: " + byArray.get(a) + ", equal array: " + byArray.get(b));
        Set<String[]> seen = new HashSet<>();
        String[] pair = {"x", "y"};
        seen.add(pair);
        seen.add(new String[] {"x", "y"});
        System.out.println("array set " + seen.size() + " " + seen.contains(pair));

        Map<String, Integer> stock = new HashMap<>();
        for (String s : new String[] {"bolt", "nut", "gear", "cog", "pin"}) stock.put(s, s.length());
        try {
            for (String k : stock.keySet())
                if (stock.get(k) == 3) stock.remove(k);
            System.out.println("removed quietly");
        } catch (ConcurrentModificationException e) {
            System.out.println("keySet loop: " + e.getClass().getSimpleName());
        }
        try {
            for (Map.Entry<String, Integer> e : stock.entrySet())
                if (e.getValue() == 4) stock.put(e.getKey() + "s", 0);
        } catch (ConcurrentModificationException e) {
            System.out.println("entrySet loop: ConcurrentModificationException");
        }
        try {
            for (Integer v : stock.values()) stock.put("nut", v);  // replacing a value is not a structural change
            System.out.println("values loop ok " + stock.get("nut"));
        } catch (ConcurrentModificationException e) {
            System.out.println("values loop threw");
        }
        Set<Integer> ids = new TreeSet<>(List.of(4, 8, 15, 16, 23, 42));
        try {
            for (int id : ids) if (id % 2 == 1) ids.add(id * 2);
        } catch (ConcurrentModificationException e) {
            System.out.println("set loop: ConcurrentModificationException");
        }
        stock.keySet().removeIf(k -> k.endsWith("s"));
        Iterator<Map.Entry<String, Integer>> it = stock.entrySet().iterator();
        while (it.hasNext()) if (it.next().getValue() < 3) it.remove();
        System.out.println(new TreeMap<>(stock) + " " + ids);
    }
}
