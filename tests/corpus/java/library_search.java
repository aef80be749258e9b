// features: program, collections_utils, arrays, wrapper_classes, array_list, lambda_expression, method_reference
import java.util.*;

// Arrays/Collections.binarySearch, min/max with a comparator, List.replaceAll, Boolean's helpers.
public class library_search {
    public static void main(String[] args) {
        int[] qty = {40, 5, 12, 8, 0};
        Arrays.sort(qty);
        System.out.println(Arrays.toString(qty) + " " + Arrays.binarySearch(qty, 12) + " " + Arrays.binarySearch(qty, 7)
            + " " + Arrays.binarySearch(qty, 100) + " " + Arrays.binarySearch(qty, -3) + " " + Arrays.binarySearch(qty, 1, 4, 8));
        String[] words = {"apple", "fig", "kiwi", "pear"};
        System.out.println(Arrays.binarySearch(words, "kiwi") + " " + Arrays.binarySearch(words, "banana"));
        List<String> list = new ArrayList<>(List.of("delta", "alpha", "charlie", "bravo", "echo"));
        Collections.sort(list);
        System.out.println(Collections.binarySearch(list, "charlie") + " " + Collections.binarySearch(list, "zulu"));
        list.sort(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        System.out.println(list + " " + Collections.binarySearch(list, "bravo", Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder())));
        System.out.println(Collections.min(list, Comparator.comparing(String::length)) + " " + Collections.max(list, Comparator.comparing(String::length))
            + " " + Collections.max(list) + " " + Collections.min(list, Comparator.reverseOrder()));
        list.replaceAll(String::toUpperCase);
        System.out.println(list);
        list.replaceAll(s -> s.substring(0, 2));
        System.out.println(list);
        System.out.println(Boolean.logicalXor(true, false) + " " + Boolean.logicalAnd(true, false) + " " + Boolean.logicalOr(false, true)
            + " " + Boolean.compare(true, false) + " " + Boolean.hashCode(true) + " " + Boolean.parseBoolean("TRUE"));
    }
}
