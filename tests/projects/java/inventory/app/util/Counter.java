package app.util;

public class Counter {
    private static int n = 0;

    public static int next() {
        n++;
        return n;
    }

    public static String describe(int k) {
        return "counter at " + k;
    }
}
