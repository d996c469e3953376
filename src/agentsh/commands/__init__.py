"""Commands: reimplementations of coreutils & co over the VFS, one calling convention."""
