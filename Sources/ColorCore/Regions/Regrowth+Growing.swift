/// The search: the cores grow into the margin, and where two meet, bridges stay.
extension Regrowth {
    /// Breadth first from the cores into the margin, the seeds (margin pixels beside a core) in
    /// raster order, each taking the smallest core beside it. A pixel that finds a neighbour held
    /// by another core (a core pixel, or a margin pixel settled earlier and not a bridge) becomes
    /// a bridge and spreads no further; so every two 4-neighbours of different cores have a bridge
    /// pixel between them, and every other margin pixel is joined to its core through pixels of
    /// that core. Neighbours are taken left, right, up, down. Per core, the layer of its nearest
    /// bridge is kept (`bridgeLayer`): half the length of the narrow passage it stops.
    mutating func grow() {
        let slotCount = self.slotCount, firstCore = Int32(slotCount), nothing = self.nothing
        left.withUnsafeBufferPointer { left in
        right.withUnsafeBufferPointer { right in
        up.withUnsafeBufferPointer { up in
        down.withUnsafeBufferPointer { down in
        state.withUnsafeMutableBufferPointer { state in
            let queue = UnsafeMutableBufferPointer<Int32>.allocate(capacity: slotCount + 4)
            defer { queue.deallocate() }
            var tail = 0
            var bridges: [Int32] = []
            for s in 0..<slotCount {
                @inline(__always) func core(_ n: Int32) -> Int32 { n >= firstCore ? n : nothing }
                let smallest = min(min(core(left[s]), core(right[s])), min(core(up[s]), core(down[s])))
                // Without a branch: about every other margin pixel is a seed.
                let seed = smallest != nothing
                state[s] = seed ? smallest &- firstCore &+ 1 : 0
                queue[tail] = Int32(truncatingIfNeeded: s); tail &+= seed ? 1 : 0
            }
            var head = 0
            // The breadth-first layer (the seeds are layer 1) and where it ends in the queue.
            var layer: Int32 = 1, layerEnd = tail
            var nearestBridge = [Int32](repeating: Int32.max, count: cores.regionCount)
            while head < tail {
                if head == layerEnd { layer += 1; layerEnd = tail }
                let s = Int(queue[head])
                head += 1
                let mine = state[s]
                let l = Int(left[s]), r = Int(right[s]), u = Int(up[s]), d = Int(down[s])
                let sl = state[l], sr = state[r], su = state[u], sd = state[d]
                // Without branches on the neighbours' states (they are unpredictable).
                @inline(__always) func held(_ v: Int32) -> Int { (v > 0 ? 1 : 0) & (v != mine ? 1 : 0) }
                if held(sl) | held(sr) | held(su) | held(sd) != 0 {
                    state[s] = -mine
                    bridges.append(Int32(s))
                    nearestBridge[Int(mine) - 1] = min(nearestBridge[Int(mine) - 1], layer)
                    continue
                }
                // Four different pixels (only the cores' and nothing's entries repeat, and they
                // are never 0, so writing them back unchanged is harmless).
                let q = queue.baseAddress!, st = state.baseAddress!
                st[l] = sl == 0 ? mine : sl; q[tail] = Int32(truncatingIfNeeded: l); tail &+= sl == 0 ? 1 : 0
                st[r] = sr == 0 ? mine : sr; q[tail] = Int32(truncatingIfNeeded: r); tail &+= sr == 0 ? 1 : 0
                st[u] = su == 0 ? mine : su; q[tail] = Int32(truncatingIfNeeded: u); tail &+= su == 0 ? 1 : 0
                st[d] = sd == 0 ? mine : sd; q[tail] = Int32(truncatingIfNeeded: d); tail &+= sd == 0 ? 1 : 0
            }
            // A margin pixel that only bridges lead to (a pocket behind the meeting line) stays
            // line too, so no region falls apart.
            if tail < slotCount {
                for s in 0..<slotCount where state[s] == 0 { state[s] = Int32.min; bridges.append(Int32(s)) }
            }
            bridges.sort()
            bridgeSlots = bridges
            bridgeLayer = nearestBridge
        }
        }
        }
        }
        }
    }
}
