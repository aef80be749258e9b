// features: program, threads, lambda_expression, method_reference, builtin_exceptions, generics, hash_map, enhanced_for_statement
import java.util.*;
import java.util.concurrent.*;

public class TaskPipeline {
    static long collatzSteps(long n) {
        long steps = 0;
        while (n != 1) {
            n = (n % 2 == 0) ? n / 2 : 3 * n + 1;
            steps++;
        }
        return steps;
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<Long>> futures = new ArrayList<>();
        long[] inputs = {27, 97, 871, 6171, 77031, 837799};
        for (long n : inputs) {
            futures.add(pool.submit(() -> collatzSteps(n)));
        }
        for (int i = 0; i < inputs.length; i++) {
            System.out.printf("collatz(%d) = %d steps%n", inputs[i], futures.get(i).get());
        }

        List<Callable<String>> jobs = new ArrayList<>();
        for (String w : new String[]{"alpha", "beta", "gamma"}) {
            jobs.add(() -> w.toUpperCase() + ":" + w.length());
        }
        for (Future<String> f : pool.invokeAll(jobs)) {
            System.out.println(f.get());
        }

        Future<?> failing = pool.submit(() -> { throw new IllegalStateException("boom"); });
        try {
            failing.get();
        } catch (ExecutionException e) {
            System.out.println("task failed: " + e.getCause());
        }
        pool.shutdown();
        System.out.println("terminated: " + pool.awaitTermination(1, TimeUnit.SECONDS));

        CompletableFuture<Integer> price = CompletableFuture.supplyAsync(() -> 120);
        CompletableFuture<Integer> tax = price.thenApply(p -> p * 20 / 100);
        CompletableFuture<String> total = price.thenCombine(tax, (p, t) -> "total=" + (p + t));
        System.out.println(total.get());
        System.out.println(CompletableFuture.completedFuture("ready").thenApply(String::length).join());

        ConcurrentHashMap<String, Integer> counts = new ConcurrentHashMap<>();
        for (String w : "a b a c b a".split(" ")) counts.merge(w, 1, Integer::sum);
        System.out.println(new TreeMap<>(counts));
    }
}
