// features: program, threads, anonymous_class, inheritance, lambda_expression, custom_exceptions
import java.util.*;
import java.util.concurrent.atomic.*;
public class Thr {
    static class Counter extends Thread {
        private final int upto;
        int sum;
        Counter(int upto) { this.upto = upto; }
        public void run() { for (int i = 1; i <= upto; i++) sum += i; }
    }
    public static void main(String[] args) throws Exception {
        Counter c = new Counter(100);
        System.out.println(c.getName() + " " + c.getState() + " " + c.isAlive());
        c.start();
        c.join();
        System.out.println(c.getName() + " " + c.sum + " " + c.getState());
        Thread t = new Thread(() -> System.out.println("in " + Thread.currentThread().getName()), "helper");
        t.start(); t.join();
        Thread anon = new Thread() {
            @Override public void run() { System.out.println("anon " + getName()); }
        };
        anon.start(); anon.join();
        System.out.println(Thread.currentThread().getName());
        Map<String, Integer> m = new HashMap<>() {{ put("a", 1); put("b", 2); }};
        System.out.println(m + " " + m.size());
        AtomicInteger ai = new AtomicInteger(Integer.MAX_VALUE);
        System.out.println(ai.incrementAndGet() + " " + ai.getAndAdd(5) + " " + ai + " " + ai.compareAndSet(5, 6) + " " + ai.updateAndGet(x -> x * 2));
        AtomicBoolean flag = new AtomicBoolean();
        System.out.println(flag.getAndSet(true) + " " + flag.get());
        AtomicReference<String> ref = new AtomicReference<>("x");
        ref.accumulateAndGet("y", (a, b) -> a + b);
        System.out.println(ref.get() + " " + ref);
        try { c.start(); } catch (IllegalThreadStateException e) { System.out.println("twice: " + e); }
        Thread.sleep(10);
    }
}
