// features: program, array_list, long_arithmetic, while_statement, generics
import java.util.ArrayList;
import java.util.List;

public class PrimeFactors {
    static List<Long> factors(long n) {
        List<Long> out = new ArrayList<>();
        long d = 2;
        while (n > 1) {
            while (n % d == 0) {
                out.add(d);
                n /= d;
            }
            d++;
            if (d * d > n && n > 1) {
                out.add(n);
                break;
            }
        }
        return out;
    }

    public static void main(String[] args) {
        long[] inputs = {1, 2, 9, 8, 12, 901255, 93819012551L, 600851475143L};
        for (long n : inputs) System.out.println(n + " -> " + factors(n));
    }
}
