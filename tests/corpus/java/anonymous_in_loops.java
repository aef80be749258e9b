// features: program, anonymous_class, interface_declaration, enhanced_for_statement, for_statement, final_modifier, threads, generics
import java.util.*;
import java.util.concurrent.*;
public class AnonymousInLoops {
    interface Greeter { String greet(); }
    public static void main(String[] args) throws Exception {
        List<Greeter> gs = new ArrayList<>();
        for (String name : List.of("ann", "bob", "cy")) {
            String upper = name.toUpperCase();
            gs.add(new Greeter() {
                int calls = 0;
                public String greet() { calls++; return "hi " + name + "/" + upper + " #" + calls; }
            });
        }
        for (Greeter g : gs) System.out.println(g.greet());
        System.out.println(gs.get(0).greet());
        List<Callable<Integer>> jobs = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            final int n = i;
            jobs.add(new Callable<Integer>() { public Integer call() { return n * n; } });
        }
        ExecutorService ex = Executors.newFixedThreadPool(2);
        for (Future<Integer> f : ex.invokeAll(jobs)) System.out.print(f.get() + " ");
        System.out.println();
        ex.shutdown();
    }
}
