// features: program, threads, lambda_expression, generics, deque_stack, record_declaration, builtin_exceptions, enhanced_for_statement
import java.util.*;
import java.util.concurrent.*;

public class OrderFulfillment {
    record Order(int id, String item, int qty) {}

    static final Order POISON = new Order(-1, "", 0);

    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<Order> incoming = new LinkedBlockingQueue<>();
        BlockingQueue<String> shipped = new ArrayBlockingQueue<>(10);
        CountDownLatch packersDone = new CountDownLatch(2);
        Semaphore forklifts = new Semaphore(2);
        Map<String, Integer> stock = new ConcurrentHashMap<>(Map.of("bolt", 50, "nut", 30, "gear", 4));

        Thread intake = new Thread(() -> {
            String[] items = {"bolt", "nut", "gear", "bolt", "gear", "washer"};
            try {
                for (int i = 0; i < items.length; i++) incoming.put(new Order(100 + i, items[i], 2 + i));
                incoming.put(POISON);
                incoming.put(POISON);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "intake");
        intake.start();
        intake.join();
        System.out.println("queued " + incoming.size() + " (capacity left " + incoming.remainingCapacity() + ")");

        for (int p = 1; p <= 2; p++) {
            final String name = "packer-" + p;
            Thread packer = new Thread(() -> {
                try {
                    while (true) {
                        Order o = incoming.take();
                        if (o == POISON) break;
                        forklifts.acquire();
                        try {
                            Integer left = stock.computeIfPresent(o.item(), (k, v) -> v >= o.qty() ? v - o.qty() : v);
                            boolean ok = left != null && shipped.offer(name + ":" + o.id() + (left == null ? "" : "")) && stock.get(o.item()) >= 0;
                            if (left == null) System.out.println(name + " rejects order " + o.id() + ": unknown item " + o.item());
                            else if (ok) System.out.println(name + " ships " + o.qty() + " x " + o.item() + " (left " + left + ")");
                        } finally {
                            forklifts.release();
                        }
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } finally {
                    packersDone.countDown();
                }
            });
            packer.start();
            packer.join();  // one packer at a time: the output does not depend on scheduling
        }
        packersDone.await();
        System.out.println("packers done, latch " + packersDone.getCount() + ", forklifts free " + forklifts.availablePermits());
        System.out.println("await with timeout: " + packersDone.await(1, TimeUnit.SECONDS));

        List<String> manifest = new ArrayList<>();
        int drained = shipped.drainTo(manifest, 3);
        System.out.println("drained " + drained + " " + manifest + ", still queued " + shipped);
        System.out.println(shipped.poll(10, TimeUnit.MILLISECONDS) + " " + shipped.peek() + " " + shipped.size());
        System.out.println(new TreeMap<>(stock));

        ArrayBlockingQueue<Integer> dock = new ArrayBlockingQueue<>(2);
        System.out.println(dock.offer(1) + " " + dock.offer(2) + " " + dock.offer(3) + " " + dock.remainingCapacity() + " " + dock);
        try {
            dock.add(4);
        } catch (IllegalStateException e) {
            System.out.println("add to full dock: " + e.getMessage());
        }
        System.out.println(dock.take() + " " + dock.offer(5, 1, TimeUnit.SECONDS) + " " + dock);

        System.out.println(forklifts.tryAcquire() + " " + forklifts.tryAcquire(1) + " " + forklifts.tryAcquire() + " " + forklifts.availablePermits());
        forklifts.release(2);
        forklifts.acquireUninterruptibly();
        forklifts.release();
        System.out.println("permits " + forklifts.availablePermits() + ", drained " + forklifts.drainPermits());

        PriorityBlockingQueue<Order> urgent = new PriorityBlockingQueue<>(4, Comparator.comparingInt(Order::qty).reversed());
        urgent.put(new Order(1, "gear", 3));
        urgent.put(new Order(2, "bolt", 9));
        urgent.offer(new Order(3, "nut", 5));
        System.out.println(urgent.take() + " " + urgent.poll() + " " + urgent.size());

        Deque<String> log = new LinkedBlockingDeque<>();
        log.offerFirst("b");
        log.offerLast("c");
        log.push("a");
        System.out.println(log + " " + log.pollLast() + " " + log.peekFirst());
        Queue<Integer> nonBlocking = new ConcurrentLinkedQueue<>(List.of(3, 1, 2));
        nonBlocking.add(0);
        System.out.println(nonBlocking + " " + nonBlocking.poll() + " " + nonBlocking.contains(0));

        List<String> names = new ArrayList<>(List.of("ann", "bob", "cy"));
        Object target = "bob";
        names.remove(target);
        Map<String, List<String>> teams = new HashMap<>(Map.of("red", new ArrayList<>(names)));
        teams.values().forEach(team -> team.remove("cy"));
        Map<String, List<String>> frozen = Map.copyOf(teams);
        System.out.println(names + " " + frozen + " " + Set.copyOf(names).size() + " " + List.copyOf(new TreeSet<>(Set.of(3, 1, 2))));
        try {
            frozen.put("blue", List.of());
        } catch (UnsupportedOperationException e) {
            System.out.println("frozen map is read-only");
        }
    }
}
