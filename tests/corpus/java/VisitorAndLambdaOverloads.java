// features: method_overloading, generic_methods, lambda_expression, anonymous_class, enum_declaration, record_declaration, interface_declaration
import java.util.*;
import java.util.function.*;
public class VisitorAndLambdaOverloads {
    interface Visitor<R> { R visit(Num n); R visit(Add a); default R visit(Object o) { return null; } }
    interface Expr { <R> R accept(Visitor<R> v); }
    record Num(int v) implements Expr { public <R> R accept(Visitor<R> v) { return v.visit(this); } }
    record Add(Expr l, Expr r) implements Expr { public <R> R accept(Visitor<R> v) { return v.visit(this); } }
    static class Eval implements Visitor<Integer> {
        public Integer visit(Num n) { return n.v(); }
        public Integer visit(Add a) { return a.l().accept(this) + a.r().accept(this); }
    }
    interface Handler { void handle(String s); }
    static abstract class Base {
        String show(Object o) { return "B-obj"; }
        String show(String s) { return "B-str"; }
    }
    static class Derived extends Base {
        @Override String show(String s) { return "D-str"; }
        String show(Integer i) { return "D-int"; }
    }
    enum Level { LOW { String tag(int x) { return "low-int"; } }, HIGH;
        String tag(int x) { return "int"; } String tag(String s) { return "str"; } }
    static <T> String gen(T t) { return "gen " + t; }
    static String gen(String s) { return "str " + s; }
    static String nul(Object o) { return "obj"; }
    static String nul(String s) { return "str"; }
    static String fn(Function<String, Integer> f) { return "fn" + f.apply("abc"); }
    static String fn(Supplier<String> s) { return "sup" + s.get(); }
    public static void main(String[] args) {
        Expr e = new Add(new Num(2), new Add(new Num(3), new Num(4)));
        System.out.println(e.accept(new Eval()));
        Visitor<String> anon = new Visitor<>() {
            public String visit(Num n) { return "n" + n.v(); }
            public String visit(Add a) { return "(" + a.l().accept(this) + "+" + a.r().accept(this) + ")"; }
        };
        System.out.println(e.accept(anon));
        Handler h = s -> System.out.println("handled " + s);
        h.handle("x");
        Base b = new Derived();
        Derived d = new Derived();
        System.out.println(b.show("s") + " " + b.show(1) + " " + d.show(1) + " " + d.show("s") + " " + d.show((Object) "s"));
        System.out.println(Level.LOW.tag(1) + " " + Level.HIGH.tag(1) + " " + Level.LOW.tag("a"));
        System.out.println(gen("a") + " " + gen(1) + " " + nul(null) + " " + nul("x"));
        System.out.println(fn(s -> s.length()) + " " + fn(() -> "k"));
        List<Object> things = List.of("a", 1, 2.0);
        for (Object t : things) System.out.print(nul(t) + " ");
        System.out.println();
        var sb = new StringBuilder();
        sb.append('c').append(1).append("s").append(2.5).append((Object) "o").append(new char[]{'x','y'});
        System.out.println(sb);
    }
}
