// features: program, anonymous_class, interface_declaration, lambda_expression, local_class, generics
import java.util.ArrayList;
import java.util.List;

public class Anonymous {
    interface Greeter {
        String greet(String name);
    }

    interface Counter {
        int next();
    }

    public static void main(String[] args) {
        Greeter polite = new Greeter() {
            @Override
            public String greet(String name) {
                return "Good day, " + name + ".";
            }
        };
        Greeter casual = name -> "hey " + name;
        List<Greeter> gs = new ArrayList<>();
        gs.add(polite);
        gs.add(casual);
        for (Greeter g : gs) System.out.println(g.greet("Ada"));
        String suffix = "!";
        Greeter excited = new Greeter() {
            public String greet(String name) {
                return name.toUpperCase() + suffix;
            }
        };
        System.out.println(excited.greet("bob"));
        class Doubler {
            int twice(int x) { return 2 * x; }
        }
        Doubler d = new Doubler();
        System.out.println(d.twice(21));
        int[] box = {0};
        Counter c = () -> ++box[0];
        c.next();
        c.next();
        System.out.println("counter " + c.next());
    }
}
