// features: program, random_seeded, record_declaration, streams, string_format, collections_utils
import java.util.*;

public class QueueSim {
    record Customer(int id, int arrival, int service) {}

    public static void main(String[] args) {
        Random rnd = new Random(2024);
        List<Customer> arrivals = new ArrayList<>();
        int t = 0;
        for (int i = 1; i <= 20; i++) {
            t += 1 + rnd.nextInt(4);
            arrivals.add(new Customer(i, t, 2 + rnd.nextInt(6)));
        }
        int tellers = 2;
        int[] freeAt = new int[tellers];
        int[] served = new int[tellers];
        Queue<Customer> line = new LinkedList<>(arrivals);
        long totalWait = 0;
        int maxWait = 0, maxWho = -1;
        while (!line.isEmpty()) {
            Customer c = line.poll();
            int best = 0;
            for (int k = 1; k < tellers; k++) if (freeAt[k] < freeAt[best]) best = k;
            int start = Math.max(c.arrival(), freeAt[best]);
            int wait = start - c.arrival();
            totalWait += wait;
            if (wait > maxWait) { maxWait = wait; maxWho = c.id(); }
            freeAt[best] = start + c.service();
            served[best]++;
            System.out.printf("t=%3d customer %2d -> teller %d, waits %d, done at %d%n", c.arrival(), c.id(), best + 1, wait, freeAt[best]);
        }
        System.out.println("served per teller " + Arrays.toString(served));
        System.out.printf("average wait %.3f, longest %d (customer %d)%n", (double) totalWait / arrivals.size(), maxWait, maxWho);
        System.out.println("closing time " + Arrays.stream(freeAt).max().getAsInt());
        Random r2 = new Random(7);
        System.out.println(r2.nextInt() + " " + r2.nextLong() + " " + r2.nextDouble() + " " + r2.nextBoolean() + " " + r2.nextInt(100) + " " + r2.nextGaussian());
        double[] ds = new double[3];
        for (int i = 0; i < ds.length; i++) ds[i] = Math.round(r2.nextDouble() * 1000) / 1000.0;
        System.out.println(Arrays.toString(ds));
        List<Integer> deck = new ArrayList<>();
        for (int i = 1; i <= 10; i++) deck.add(i);
        Collections.shuffle(deck, new Random(42));
        System.out.println(deck);
        int[] counts = new int[6];
        Random dice = new Random(99);
        for (int i = 0; i < 600; i++) counts[dice.nextInt(6)]++;
        System.out.println(Arrays.toString(counts));
        System.out.println(new Random(5).ints(5, 0, 10).boxed().toList());
    }
}
