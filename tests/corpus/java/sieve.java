// features: program, arrays, boolean_type, for_statement, array_list, field_default_values
import java.util.ArrayList;
import java.util.List;

public class Sieve {
    static List<Integer> primes(int limit) {
        boolean[] composite = new boolean[limit + 1];
        List<Integer> out = new ArrayList<>();
        for (int i = 2; i <= limit; i++) {
            if (composite[i]) continue;
            out.add(i);
            for (int j = i * i; j <= limit; j += i) composite[j] = true;
        }
        return out;
    }

    public static void main(String[] args) {
        System.out.println(primes(1));
        System.out.println(primes(2));
        System.out.println(primes(10));
        System.out.println(primes(13));
        List<Integer> big = primes(1000);
        System.out.println(big.size() + " primes below 1000, last " + big.get(big.size() - 1));
    }
}
