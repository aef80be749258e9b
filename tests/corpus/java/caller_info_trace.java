// features: builtin_exceptions, custom_exceptions, string_format
// A tiny logger that tags each message with its caller, read from a fresh
// Throwable's stack trace (StackTraceElement's class, method, file, line).
import java.util.*;

public class CallerInfoTrace {
    static final List<String> LOG = new ArrayList<>();

    static void log(String msg) {
        StackTraceElement caller = new Throwable().getStackTrace()[1];
        LOG.add(String.format("[%s.%s:%d] %s", caller.getClassName(), caller.getMethodName(), caller.getLineNumber(), msg));
    }

    static int parsePort(String s) {
        log("parsing " + s);
        int p = Integer.parseInt(s);
        if (p < 1 || p > 65535) throw new IllegalArgumentException("port out of range: " + p);
        return p;
    }

    static void recurse(int n) {
        if (n == 0) throw new UnsupportedOperationException("depth reached");
        recurse(n - 1);
    }

    public static void main(String[] args) {
        for (String s : new String[] {"8080", "70000"}) {
            try {
                log("port " + parsePort(s));
            } catch (IllegalArgumentException e) {
                StackTraceElement at = e.getStackTrace()[0];
                log(e.getMessage() + " thrown in " + at.getMethodName() + " (" + at.getFileName() + ")");
            }
        }
        try {
            recurse(3);
        } catch (UnsupportedOperationException e) {
            StackTraceElement[] st = e.getStackTrace();
            long own = Arrays.stream(st).filter(f -> f.getClassName().equals("CallerInfoTrace")).count();
            System.out.println("frames " + st.length + ", in this class " + own);
            for (int i = 0; i < 5; i++) System.out.println("  at " + st[i]);
            StackTraceElement last = st[st.length - 1];
            System.out.println("outermost: " + last.getClassName() + "." + last.getMethodName() + " module " + last.getModuleName());
        }
        LOG.forEach(System.out::println);
    }
}
