from jaxlint.cli import main

raise SystemExit(main())
