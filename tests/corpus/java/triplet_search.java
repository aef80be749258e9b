// features: program, hash_set, hash_map, enum_declaration, string_builder, object_methods, generics, arrays, switch_expression
import java.util.*;
import java.util.stream.*;

public class TripletSearch {
    enum Strategy {
        BRUTE { int cost(int n) { return n * n * n; } },
        TWO_POINTER { int cost(int n) { return n * n; } },
        HASHED;
        int cost(int n) { return n * n; }
    }

    static Set<List<Integer>> threeSum(int[] nums, int target) {
        Set<List<Integer>> found = new HashSet<>();
        for (int i = 0; i < nums.length; i++)
            for (int j = i + 1; j < nums.length; j++)
                for (int k = j + 1; k < nums.length; k++)
                    if (nums[i] + nums[j] + nums[k] == target) {
                        List<Integer> t = new ArrayList<>(List.of(nums[i], nums[j], nums[k]));
                        Collections.sort(t);
                        found.add(t);  // equal lists are one element
                    }
        return found;
    }

    static String describe(Object o) {
        String kind = o == null ? "null" : o.getClass().getSimpleName();
        return switch (kind) {
            case "Integer", "Long" -> kind + " " + o + (kind.equals("Long") ? "L" : "");
            case "Double" -> kind + " " + String.format("%.2f", (Double) o);
            case "String" -> kind + " \"" + o + "\"";
            case "Boolean" -> kind + " " + o;
            default -> kind + " " + Objects.toString(o, "<none>");
        };
    }

    public static void main(String[] args) {
        int[] nums = {-1, 0, 1, 2, -1, -4, 3, -2, 1};
        Set<List<Integer>> triplets = threeSum(nums, 0);
        List<List<Integer>> ordered = new ArrayList<>(triplets);
        ordered.sort(Comparator.comparing((List<Integer> t) -> t.get(0)).thenComparing(t -> t.get(1)));
        System.out.println(triplets.size() + " triplets: " + ordered);
        System.out.println("contains [-1, 0, 1]? " + triplets.contains(Arrays.asList(-1, 0, 1)) + ", [5, 5, 5]? " + triplets.contains(List.of(5, 5, 5)));

        Map<List<String>, Integer> routes = new HashMap<>();
        String[][] trips = {{"A", "B"}, {"B", "C"}, {"A", "B"}, {"C", "A"}, {"A", "B"}};
        for (String[] t : trips) routes.merge(Arrays.asList(t), 1, Integer::sum);
        System.out.println(routes + " A->B x" + routes.get(List.of("A", "B")) + " " + routes.getOrDefault(List.of("B", "A"), 0));
        Map<List<Integer>, Long> memo = new HashMap<>();
        System.out.println("grid paths 8x8: " + paths(8, 8, memo) + " (memo " + memo.size() + ")");

        Object[] things = {42, 7_000_000_000L, 2.5, "text", true, null, new StringBuilder("sb"), new TreeMap<>(Map.of(1, 2))};
        for (Object o : things) System.out.println(describe(o));
        System.out.println(Objects.toString(null, "fallback") + " " + Objects.toString(3.0) + " " + Objects.toString(null));

        char[] letters = {'t', 'r', 'i', 'p'};
        StringBuilder sb = new StringBuilder("<");
        sb.append(letters).append('|').insert(1, new char[]{'#'}).append(letters, 1, 2).append('>');
        System.out.println(sb + " " + sb.length() + " " + String.valueOf(letters) + " " + new String(letters, 1, 3));

        for (Strategy s : Strategy.values())
            System.out.println(s + " cost(10)=" + s.cost(10) + " class=" + s.getClass().getName() + " enum=" + s.getDeclaringClass().getSimpleName());
        System.out.println(Strategy.BRUTE.getClass() + " " + (Strategy.HASHED.getClass() == Strategy.class) + " " + (Strategy.BRUTE.getDeclaringClass() == Strategy.class));
    }

    static long paths(int r, int c, Map<List<Integer>, Long> memo) {
        if (r == 1 || c == 1) return 1;
        List<Integer> key = List.of(r, c);
        Long cached = memo.get(key);
        if (cached != null) return cached;
        long v = paths(r - 1, c, memo) + paths(r, c - 1, memo);
        memo.put(key, v);
        return v;
    }
}
