// features: program, wrapper_boxing, builtin_exceptions, hash_map, enhanced_for_statement, comparison_operators
// Stock checks against a Map<String, Integer>: comparing a missing entry's null
// Integer with an int unboxes it and throws NullPointerException (the JVM's
// helpful message names the local by its slot, or the field), while Integer ==
// null and Integer == Integer compare references and do not throw.
import java.util.*;

public class unboxing_null_compare {
    static Integer reorderLevel;
    Integer reserved;
    final Map<String, Integer> stock = new HashMap<>();

    static String check(Map<String, Integer> stock, String item) {
        long started = 42L;
        Integer qty = stock.get(item);
        try {
            if (qty == 0) return item + ": sold out";
            return item + ": " + (qty < 5 ? "low" : "ok") + " after " + started;
        } catch (NullPointerException e) {
            return item + ": " + e.getMessage();
        }
    }

    String reserve(String item, int want) {
        int total = 0;
        for (String k : stock.keySet()) total += stock.get(k);
        Integer have = stock.get(item);
        try {
            if (have != null && have >= want) return "reserved " + want + " of " + have + " (store total " + total + ")";
            if (reserved == want) return "already reserved";
            return "nothing";
        } catch (NullPointerException e) {
            return "error: " + e.getMessage();
        }
    }

    public static void main(String[] args) {
        unboxing_null_compare shop = new unboxing_null_compare();
        shop.stock.put("apples", 12);
        shop.stock.put("pears", 0);
        shop.stock.put("plums", 3);
        for (String item : new String[]{"apples", "pears", "plums", "kiwis"}) System.out.println(check(shop.stock, item));
        System.out.println(shop.reserve("apples", 5));
        System.out.println(shop.reserve("kiwis", 1));

        Integer a = 1000, b = 1000, none = null;
        System.out.println((none == null) + " " + a.equals(b) + " " + (a <= b) + " " + (a == 1000));
        try {
            if (reorderLevel > 3) System.out.println("reorder");
        } catch (NullPointerException e) {
            System.out.println(e.getMessage());
        }
        Boolean flag = shop.stock.containsKey("kiwis") ? Boolean.TRUE : null;
        try {
            System.out.println(flag == true ? "has kiwis" : "no kiwis");
        } catch (NullPointerException e) {
            System.out.println(e.getMessage());
        }
        Map<Character, Double> prices = new TreeMap<>(Map.of('a', 1.5, 'p', 2.25));
        double budget = 2.0;
        for (char c : "apk".toCharArray()) {
            Double price = prices.get(c);
            try {
                System.out.println(c + (price <= budget ? " affordable" : " too dear"));
            } catch (NullPointerException e) {
                System.out.println(c + " " + e.getMessage());
            }
        }
        Integer missing = shop.stock.get("figs");
        int count = missing;
    }
}
