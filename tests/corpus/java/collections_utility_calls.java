// features: program, collections_utils, hash_set, hash_map, priority_queue, arrays, math_class, wrapper_classes, builtin_exceptions, lambda_expression, iterator
import java.util.*;

public class CollectionsUtilityCalls {
    public static void main(String[] args) {
        // a shift roster, reshuffled with the Collections helpers
        List<String> roster = new ArrayList<>();
        Collections.addAll(roster, "ana", "ben", "cho", "dev", "eli");
        String[] late = {"fay", "gus"};
        System.out.println("added late: " + Collections.addAll(roster, late) + " " + roster);
        Collections.rotate(roster, 2);
        System.out.println("rotated: " + roster);
        Collections.rotate(roster, -3);
        System.out.println("back: " + roster);
        Collections.replaceAll(roster, "cho", "chloe");
        System.out.println("renamed: " + roster + " at " + Collections.indexOfSubList(roster, List.of("chloe", "dev")));
        List<String> nights = List.of("gus", "zed");
        System.out.println("disjoint with nights? " + Collections.disjoint(roster, nights) + ", with [xi]? " + Collections.disjoint(roster, List.of("xi")));
        List<String> board = new ArrayList<>(Collections.nCopies(9, "-"));
        Collections.copy(board, roster);
        System.out.println("board " + board + " last index of [-] " + Collections.lastIndexOfSubList(board, List.of("-")));
        try {
            Collections.copy(new ArrayList<>(List.of("x")), roster);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("copy failed: " + e.getMessage());
        }

        // stock levels: entries updated in place, sets filtered
        Map<String, Integer> stock = new TreeMap<>(Map.of("bolts", 40, "nuts", 15, "gears", 3));
        for (Map.Entry<String, Integer> e : stock.entrySet()) {
            if (e.getValue() < 20) e.setValue(e.getValue() + 100);
        }
        System.out.println("restocked " + stock);
        Set<Integer> bins = new HashSet<>(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
        bins.removeIf(b -> b % 3 == 0);
        System.out.println("bins " + bins + " containsAll(1,2)? " + bins.containsAll(List.of(1, 2)) + " containsAll(3)? " + bins.containsAll(List.of(3)));
        TreeSet<String> tags = new TreeSet<>(List.of("red", "blue", "green"));
        Iterator<String> down = tags.descendingIterator();
        StringBuilder sb = new StringBuilder();
        while (down.hasNext()) sb.append(down.next()).append(' ');
        String[] asArray = tags.toArray(new String[0]);
        System.out.println("descending " + sb.toString().trim() + ", array " + Arrays.toString(asArray) + " " + asArray.length);
        TreeMap<String, Integer> prices = new TreeMap<>(Map.of("tea", 3, "coffee", 4, "juice", 5));
        System.out.println("keys high to low " + prices.descendingKeySet());

        // equality across implementations
        Map<String, Integer> hashed = new HashMap<>(stock);
        System.out.println("HashMap equals TreeMap: " + hashed.equals(stock) + ", set equals: " + new HashSet<>(List.of(1, 2)).equals(new TreeSet<>(List.of(2, 1)))
                + ", lists: " + List.of(1, 2).equals(new LinkedList<>(List.of(1, 2))) + ", different: " + List.of(1, 2).equals(List.of(2, 1)));
        Map<String, Integer> frozen = Collections.unmodifiableMap(stock);
        try {
            frozen.put("washers", 1);
        } catch (UnsupportedOperationException e) {
            System.out.println("frozen map refuses put; still " + frozen.size() + " entries, equal: " + frozen.equals(stock));
        }
        Set<String> frozenTags = Collections.unmodifiableSet(tags);
        try {
            frozenTags.add("pink");
        } catch (UnsupportedOperationException e) {
            System.out.println("frozen set " + frozenTags);
        }

        // arrays
        int[] squares = new int[6];
        Arrays.setAll(squares, i -> i * i);
        System.out.println(Arrays.toString(squares) + " mismatch " + Arrays.mismatch(squares, new int[]{0, 1, 4, 10}));
        long[] running = {3, 1, 4, 1, 5, 9};
        Arrays.parallelPrefix(running, Long::sum);
        System.out.println("running " + Arrays.toString(running));
        int[][] grid = {{1, 2}, {3, 4}};
        System.out.println("deepEquals " + Arrays.deepEquals(grid, new int[][]{{1, 2}, {3, 4}}) + " equals " + Arrays.equals(grid[0], new int[]{1, 2}));

        // numbers
        System.out.println(Integer.decode("0x1F") + " " + Integer.decode("#ff") + " " + Integer.decode("-010") + " " + Long.decode("12345678901"));
        System.out.println(Math.absExact(-7) + " " + Math.negateExact(5) + " " + Math.incrementExact(41) + " " + Math.decrementExact(0));
        try {
            Math.incrementExact(Integer.MAX_VALUE);
        } catch (ArithmeticException e) {
            System.out.println("overflow: " + e.getMessage());
        }
        System.out.println(Double.isFinite(1.0 / 0) + " " + Double.isFinite(2.5) + " " + Integer.parseUnsignedInt("4000000000") + " " + new String(Character.toChars(97)));
        try {
            Objects.checkIndex(5, 3);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(Objects.checkIndex(2, 3) + " " + Objects.checkFromToIndex(1, 3, 5));

        System.out.println(Objects.checkFromIndexSize(2, 3, 5) + " " + Collections.emptyIterator().hasNext());
        double[] weights = new double[4];
        Arrays.parallelSetAll(weights, i -> i / 2.0);
        Integer[] ids = {42, 7, 19};
        Arrays.parallelSort(ids);
        System.out.println(Arrays.toString(weights) + " " + Arrays.toString(ids));
        SortedMap<String, Integer> sortedView = Collections.unmodifiableSortedMap(new TreeMap<>(prices));
        NavigableMap<String, Integer> navView = Collections.unmodifiableNavigableMap(new TreeMap<>(prices));
        SortedSet<String> sortedTags = Collections.unmodifiableSortedSet(tags);
        NavigableSet<String> navTags = Collections.unmodifiableNavigableSet(tags);
        System.out.println(sortedView.firstKey() + " " + navView.lastKey() + " " + sortedTags.first() + " " + navTags.ceiling("c"));

        // a priority queue trimmed in bulk
        PriorityQueue<Integer> jobs = new PriorityQueue<>(List.of(30, 10, 20, 5, 25));
        jobs.removeIf(j -> j > 20);
        System.out.println("jobs " + jobs.size() + " head " + jobs.element() + " all " + Arrays.toString(jobs.toArray()));
    }
}
