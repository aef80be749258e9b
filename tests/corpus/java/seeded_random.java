// features: program, random_seeded, arrays, collections_utils, array_list
import java.util.*;

// java.util.Random with a seed gives Java's own sequence (its 48-bit LCG).
public class seeded_random {
    public static void main(String[] args) {
        Random rnd = new Random(42);
        int[] counts = new int[6];
        for (int i = 0; i < 600; i++) counts[rnd.nextInt(6)]++;
        System.out.println(Arrays.toString(counts));
        System.out.println(rnd.nextInt() + " " + rnd.nextInt(100) + " " + rnd.nextInt(1 << 10) + " " + rnd.nextInt(5, 15));
        System.out.println(rnd.nextLong() + " " + rnd.nextBoolean() + " " + rnd.nextDouble() + " " + rnd.nextFloat());
        System.out.println(rnd.nextGaussian() + " " + rnd.nextGaussian() + " " + rnd.nextGaussian());
        List<Integer> deck = new ArrayList<>();
        for (int i = 1; i <= 10; i++) deck.add(i);
        Collections.shuffle(deck, new Random(7));
        System.out.println(deck);
        Random walk = new Random(2024);
        int pos = 0, maxPos = 0;
        for (int step = 0; step < 1000; step++) {
            pos += walk.nextBoolean() ? 1 : -1;
            maxPos = Math.max(maxPos, pos);
        }
        System.out.println("pos=" + pos + " max=" + maxPos);
        Random a = new Random(5), b = new Random(5);
        System.out.println(a.nextLong() == b.nextLong());
        a.setSeed(99);
        System.out.println(a.nextInt(1000) + " " + new Random(99).nextInt(1000) + " " + new Random(-1L).nextInt(1000000007));
        try {
            a.nextInt(0);
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
    }
}
