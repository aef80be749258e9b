// features: arrays, multidimensional_arrays, class_literal, object_methods
import java.util.*;

public class ArrayClassNames {
    static String describe(Class<?> c) {
        return c.getSimpleName() + " / " + c.getName();
    }

    public static void main(String[] args) {
        System.out.println(describe(int[].class));
        System.out.println(describe(String[].class));
        System.out.println(describe(int[][].class));
        System.out.println(describe(double[].class) + " " + describe(char[].class) + " " + describe(boolean[].class));
        System.out.println(describe(long[].class) + " " + describe(byte[].class) + " " + describe(short[].class) + " " + describe(float[].class));
        int[] a = {1, 2, 3};
        String[] words = "a b".split(" ");
        Integer[][] grid = new Integer[2][2];
        Object[] objs = new Object[1];
        System.out.println(describe(a.getClass()));
        System.out.println(describe(words.getClass()));
        System.out.println(describe(grid.getClass()));
        System.out.println(describe(objs.getClass()));
        System.out.println(a.getClass() == int[].class);
        System.out.println(a.getClass().getSimpleName().equals("int[]") + " " + words.getClass().getName().startsWith("[L"));
        List<Integer> list = new ArrayList<>(List.of(1));
        System.out.println(list.getClass().getSimpleName() + " " + Arrays.asList(words).size());
    }
}
