// features: program, threads, lambda_expression, method_reference, builtin_exceptions, generics, streams, try_statement
import java.util.*;
import java.util.concurrent.*;
import java.util.stream.*;

public class CompletableFutureStages {
    static int parse(String s) { return Integer.parseInt(s.trim()); }
    public static void main(String[] args) throws InterruptedException {
        List<String> inputs = List.of("12", " 7", "x9", "30");
        List<CompletableFuture<Integer>> fs = new ArrayList<>();
        for (String in : inputs) {
            fs.add(CompletableFuture.supplyAsync(() -> parse(in)).exceptionally(ex -> {
                System.out.println("recovering: " + ex.getClass().getSimpleName() + " / " + ex.getMessage());
                return -1;
            }));
        }
        CompletableFuture.allOf(fs.toArray(new CompletableFuture[0])).join();
        System.out.println(fs.stream().map(CompletableFuture::join).collect(Collectors.toList()));
        CompletableFuture<String> h = CompletableFuture.supplyAsync(() -> 10 / 0)
            .thenApply(x -> "never " + x)
            .handle((v, ex) -> ex == null ? v : "handled " + ex.getCause().getClass().getName());
        System.out.println(h.join());
        try {
            CompletableFuture.supplyAsync(() -> { throw new IllegalArgumentException("bad"); }).join();
        } catch (CompletionException e) {
            System.out.println("join: " + e.getMessage() + " cause " + e.getCause().getMessage());
        }
        try {
            CompletableFuture.failedFuture(new RuntimeException("nope")).get();
        } catch (ExecutionException e) {
            System.out.println("get: " + e.getMessage());
        }
        CompletableFuture<Integer> manual = new CompletableFuture<>();
        System.out.println(manual.isDone() + " " + manual.complete(5) + " " + manual.complete(6) + " " + manual.getNow(0));
        CompletableFuture<Integer> composed = manual.thenCompose(x -> CompletableFuture.supplyAsync(() -> x * 100));
        composed.thenAccept(v -> System.out.println("composed " + v)).whenComplete((v, ex) -> System.out.println("done " + v + " " + ex));
        ExecutorService ex = Executors.newSingleThreadExecutor();
        Future<String> f = ex.submit(() -> "hello");
        try {
            System.out.println(f.get() + " " + f.isDone());
            System.out.println(ex.invokeAny(List.<Callable<String>>of(() -> { throw new Exception("a"); }, () -> "second")));
        } catch (ExecutionException e) {
            System.out.println(e);
        }
        ex.shutdown();
        try {
            ex.submit(() -> 1);
        } catch (RejectedExecutionException e) {
            System.out.println("rejected after shutdown " + ex.isShutdown());
        }
        ConcurrentHashMap<String, Integer> m = new ConcurrentHashMap<>();
        m.put("b", 2); m.put("a", 1); m.merge("a", 5, Integer::sum);
        System.out.println(m + " " + m.getOrDefault("z", 0));
        CopyOnWriteArrayList<Integer> cow = new CopyOnWriteArrayList<>(List.of(3, 1, 2));
        cow.add(0);
        System.out.println(cow);
    }
}
