// features: instanceof_expression, arrays, object_methods, array_list
import java.util.*;

public class ArrayInstanceofDescribe {
    static String describe(Object o) {
        if (o instanceof int[] ia) return "int[] " + Arrays.toString(ia);
        if (o instanceof String[] sa) return "String[] " + String.join(",", sa);
        if (o instanceof Object[] oa) return "Object[] " + Arrays.deepToString(oa);
        if (o instanceof List<?> l) return "List " + l;
        return "other " + o;
    }
    public static void main(String[] args) {
        Object a = new int[]{1, 2};
        System.out.println(a instanceof List);
        System.out.println(describe(new int[]{3, 4}));
        System.out.println(describe(new String[]{"x", "y"}));
        System.out.println(describe(new Integer[]{5}));
        System.out.println(describe(List.of(1, 2)));
        System.out.println(describe(new ArrayList<>(List.of("q"))));
        System.out.println(describe("s".split(",")));
        System.out.println(describe(new int[0]));
        Object[] mixed = {new int[]{1}, List.of(2), "three"};
        for (Object m : mixed) System.out.println(describe(m));
        List<Object> objs = new ArrayList<>();
        objs.add(new double[]{1.5});
        objs.add(new ArrayList<Integer>());
        for (Object m : objs) System.out.println(m instanceof double[] ? "double[]" : m instanceof List ? "list" : "?");
    }
}
