// features: program, array_list, hash_map, hash_set, deque_stack, collections_utils, generics, enhanced_for_statement, wrapper_boxing
import java.util.*;

public class CollectionsTour {
    public static void main(String[] args) {
        List<String> names = new ArrayList<>(List.of("mallory", "alice", "bob", "eve", "carol"));
        names.add("dave");
        names.remove("eve");
        names.add(1, "zed");
        System.out.println(names + " size=" + names.size() + " idx(bob)=" + names.indexOf("bob"));
        Collections.sort(names);
        System.out.println(names + " first=" + names.get(0) + " contains(carol)=" + names.contains("carol"));
        Collections.reverse(names);
        System.out.println(names);
        List<Integer> nums = new ArrayList<>(Arrays.asList(5, 3, 9, 1, 7));
        nums.remove(Integer.valueOf(9));
        nums.remove(0);
        System.out.println(nums + " max=" + Collections.max(nums) + " min=" + Collections.min(nums));

        Map<String, Integer> ages = new HashMap<>();
        ages.put("alice", 31);
        ages.put("bob", 25);
        ages.put("carol", 47);
        ages.put("dave", 19);
        ages.put("bob", 26);
        System.out.println(ages + " " + ages.get("bob") + " " + ages.get("zoe") + " " + ages.containsKey("dave"));
        for (Map.Entry<String, Integer> e : ages.entrySet()) System.out.println(e.getKey() + " -> " + e.getValue());
        Map<String, Integer> sorted = new TreeMap<>(ages);
        System.out.println(sorted + " keys=" + sorted.keySet() + " values=" + sorted.values());
        Map<String, List<Integer>> groups = new LinkedHashMap<>();
        int[] data = {12, 7, 30, 41, 5, 18};
        for (int d : data) {
            String key = d % 2 == 0 ? "even" : "odd";
            groups.computeIfAbsent(key, k -> new ArrayList<>()).add(d);
        }
        System.out.println(groups);

        Set<Integer> squares = new HashSet<>();
        for (int i = -3; i <= 3; i++) squares.add(i * i);
        System.out.println(squares + " " + squares.size() + " " + squares.contains(4));
        Set<String> ts = new TreeSet<>(Arrays.asList("pear", "apple", "fig", "apple"));
        System.out.println(ts);

        Deque<Integer> stack = new ArrayDeque<>();
        stack.push(1); stack.push(2); stack.push(3);
        System.out.println(stack.pop() + " " + stack.peek() + " " + stack);
        Queue<String> queue = new LinkedList<>();
        queue.offer("a"); queue.offer("b"); queue.offer("c");
        System.out.println(queue.poll() + " " + queue.peek() + " " + queue.size());
        Stack<Character> st = new Stack<>();
        for (char c : "abc".toCharArray()) st.push(c);
        StringBuilder rev = new StringBuilder();
        while (!st.isEmpty()) rev.append(st.pop());
        System.out.println(rev);
    }
}
