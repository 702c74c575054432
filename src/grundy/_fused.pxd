# The integer type of vertex arrays, shared by the graph kernels: int32 when the graph fits
# (halving the memory traffic of random accesses), int64 otherwise. A kernel takes either; the
# vertex arrays of one call share one dtype (see grundy.graphs._kernels.index_dtype).

from libc.stdint cimport int32_t, int64_t

ctypedef fused index_t:
    int32_t
    int64_t
