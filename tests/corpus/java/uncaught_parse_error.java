// features: program, uncaught_exception, wrapper_classes, string_methods, collections_utils
import java.util.*;

public class Uncaught {
    static int parse(String s) {
        return Integer.parseInt(s.trim());
    }
    public static void main(String[] args) {
        List<String> raw = Arrays.asList(" 12", "7 ", "x3");
        int sum = 0;
        for (String r : raw) {
            sum += parse(r);
            System.out.println("sum so far " + sum);
        }
        System.out.println("unreachable " + sum);
    }
}
