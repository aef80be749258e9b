// features: program, random_seeded, streams, lambda_expression, floating_point, string_format
import java.util.*;
import java.util.stream.*;

public class MonteCarlo {
    static double estimatePi(long seed, int n) {
        Random rnd = new Random(seed);
        double[] xs = rnd.doubles(n).toArray();
        double[] ys = rnd.doubles(n, -1.0, 1.0).toArray();
        int inside = 0;
        for (int i = 0; i < n; i++) if (xs[i] * xs[i] + ys[i] * ys[i] <= 1.0) inside++;
        return 4.0 * inside / n;
    }

    public static void main(String[] args) {
        for (int n : new int[]{10, 100, 1000, 5000}) {
            double pi = estimatePi(42, n);
            System.out.printf("n=%5d pi~%.4f error=%.4f%n", n, pi, Math.abs(pi - Math.PI));
        }
        Random dice = new Random(7);
        Map<Integer, Long> sums = dice.ints(2000, 1, 7).boxed()
            .collect(Collectors.groupingBy(v -> v, TreeMap::new, Collectors.counting()));
        System.out.println("die faces " + sums);
        List<Long> ids = new Random(2024).longs(3).boxed().collect(Collectors.toList());
        System.out.println("session ids " + ids);
        DoubleSummaryStatistics st = new Random(1).doubles(1000, 10.0, 20.0).summaryStatistics();
        System.out.printf("uniform[10,20): min=%.3f max=%.3f mean=%.3f%n", st.getMin(), st.getMax(), st.getAverage());
        System.out.println(new Random(3).ints(5).map(x -> Math.floorMod(x, 100)).boxed().toList());
    }
}
