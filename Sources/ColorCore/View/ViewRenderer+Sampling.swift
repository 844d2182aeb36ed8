/// Sampling: the box average of display pixels from a pyramid level (or the page itself).
extension ViewRenderer {
    /// The coarse level `RowSampler` tells paper from (three up from the level read, or the
    /// coarsest stored), nil when there is none coarser.
    var coarseLevel: Int? {
        let k = min(pyramid.levelCount - 1, level + 3)
        return k > level && k >= 2 ? k : nil
    }

    /// The cells of `cells` that show only paper, from the coarse level.
    func paperCells(_ cells: Rect, cell: (x: Int, y: Int), shown: Rect) -> PaperCells {
        guard let k = coarseLevel else { return PaperCells(none: cells) }
        let pyramid = self.pyramid
        return pyramid.levels[k - 2].withUnsafeBufferPointer { px in
            PaperCells(cells: cells, cell: cell, geometry: geometry, shown: shown, excluded: tip.rect,
                       columns: columnTaps, rows: rowTaps,
                       coarse: RowSampler.Coarse(reader: LevelReader(pixels: px, width: pyramid.levelWidth(k)), shift: k - level))
        }
    }

    /// The display pixels `runs` of display row `dy` (window coordinates, inside the scratch
    /// image), sampled into it. The scratch space holds the level columns of the whole row.
    func sampleRow<S: ViewPixelSource>(source: S, lineArt: LineArt, dy: Int, runs: [Range<Int>],
                                               scratch: inout RenderScratch) {
        let sampler = RowSampler(rows: rowTaps, columns: columnTaps)
        let level = self.level, pyramid = self.pyramid, columnTaps = self.columnTaps
        let coarseLevel = self.coarseLevel, rect = scratch.image.rect
        // Each run as `RowSampler` takes it: its level columns, and where its pixels go.
        func each(_ body: (Range<Int>, Range<Int>, Int) -> Void) {
            for dx in runs {
                let first = Int(columnTaps.first[dx.lowerBound])
                let last = Int(columnTaps.first[dx.upperBound - 1]) + Int(columnTaps.count[dx.upperBound - 1])
                body(dx, first..<last, (dy - rect.y) * rect.width + dx.lowerBound - rect.x)
            }
        }
        scratch.columns.withUnsafeMutableBufferPointer { sums in
           (coarseLevel.map { pyramid.levels[$0 - 2] } ?? []).withUnsafeBufferPointer { coarsePixels in
            let coarse = coarseLevel.map {
                RowSampler.Coarse(reader: LevelReader(pixels: coarsePixels, width: pyramid.levelWidth($0)), shift: $0 - level)
            }
            scratch.columnFlags.withUnsafeMutableBufferPointer { flags in
                scratch.image.light.withUnsafeMutableBufferPointer { light in
                    scratch.image.flags.withUnsafeMutableBufferPointer { pixelFlags in
                        if level <= 1 {
                            source.withPixels { page in
                                lineArt.darkness.withUnsafeBufferPointer { dark in
                                    LinearLight.fromByte16.withUnsafeBufferPointer { lin in
                                        if level == 0 {
                                            let reader = DocumentReader(page: page, dark: dark, lin: lin, width: pyramid.width)
                                            each { dx, levelColumns, offset in
                                                sampler.sample(reader, coarse: coarse, dy: dy, dx: dx, levelColumns: levelColumns, sums: sums,
                                                               flags: flags,
                                                               into: (light.baseAddress! + offset, pixelFlags.baseAddress! + offset))
                                            }
                                        } else {
                                            let reader = Level1Reader(page: page, dark: dark, lin: lin,
                                                                      width: pyramid.width, height: pyramid.height)
                                            each { dx, levelColumns, offset in
                                                sampler.sample(reader, coarse: coarse, dy: dy, dx: dx, levelColumns: levelColumns, sums: sums,
                                                               flags: flags,
                                                               into: (light.baseAddress! + offset, pixelFlags.baseAddress! + offset))
                                            }
                                        }
                                    }
                                }
                            }
                        } else {
                            pyramid.levels[level - 2].withUnsafeBufferPointer { px in
                                let reader = LevelReader(pixels: px, width: pyramid.levelWidth(level))
                                each { dx, levelColumns, offset in
                                    sampler.sample(reader, coarse: coarse, dy: dy, dx: dx, levelColumns: levelColumns, sums: sums,
                                                   flags: flags,
                                                   into: (light.baseAddress! + offset, pixelFlags.baseAddress! + offset))
                                }
                            }
                        }
                    }
                }
            }
           }
        }
    }
}
