// features: program, threads, inheritance, lambda_expression, synchronized_statement, arrays
import java.util.*;
import java.util.concurrent.atomic.AtomicLong;

public class ParallelSum {
    static class Worker extends Thread {
        private final int[] data;
        private final int from, to;
        long result;
        Worker(String name, int[] data, int from, int to) {
            super(name);
            this.data = data;
            this.from = from;
            this.to = to;
        }
        @Override
        public void run() {
            long s = 0;
            for (int i = from; i < to; i++) s += (long) data[i] * data[i];
            result = s;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int n = 10_000;
        int[] data = new int[n];
        for (int i = 0; i < n; i++) data[i] = (i * 37 + 11) % 1000;
        int parts = 4;
        List<Worker> workers = new ArrayList<>();
        for (int p = 0; p < parts; p++) {
            Worker w = new Worker("worker-" + p, data, p * n / parts, (p + 1) * n / parts);
            workers.add(w);
            w.start();
        }
        long total = 0;
        for (Worker w : workers) {
            w.join();
            System.out.println(w.getName() + " -> " + w.result);
            total += w.result;
        }
        long check = 0;
        for (int v : data) check += (long) v * v;
        System.out.println("total " + total + " check " + check + " equal " + (total == check));

        AtomicLong counter = new AtomicLong();
        Runnable task = () -> {
            for (int i = 0; i < 1000; i++) counter.incrementAndGet();
        };
        Thread a = new Thread(task), b = new Thread(task);
        a.start(); b.start();
        a.join(); b.join();
        System.out.println("counter " + counter.get());

        final Object lock = new Object();
        int[] shared = {0};
        List<Thread> ts = new ArrayList<>();
        for (int k = 1; k <= 3; k++) {
            final int add = k;
            Thread t = new Thread(() -> {
                synchronized (lock) { shared[0] += add * 100; }
            });
            ts.add(t);
            t.start();
        }
        for (Thread t : ts) t.join();
        System.out.println("shared " + shared[0]);
    }
}
