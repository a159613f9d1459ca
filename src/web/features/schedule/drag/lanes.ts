/** A piece of a block drawn in one day column. */
export type LaneItem = { key: string; dayIndex: number; timeIndex: number; duration: number };
export type Lane = { lane: number; lanes: number };

/**
 * Side-by-side columns for overlapping pieces, so an overlap shows both shows instead of hiding
 * one under the other. Pieces that overlap, directly or through others, form a cluster; each
 * takes the first lane free at its start, and every piece of a cluster is as wide as the cluster
 * has lanes. Two shows at 10:00-12:00 and 11:00-13:00 get lanes 0 and 1 of 2; a show alone gets
 * lane 0 of 1.
 */
export function assignLanes(items: readonly LaneItem[]): Map<string, Lane> {
  const result = new Map<string, Lane>();
  const byDay = new Map<number, LaneItem[]>();
  for (const item of items) {
    const list = byDay.get(item.dayIndex);
    if (list) list.push(item);
    else byDay.set(item.dayIndex, [item]);
  }
  for (const list of byDay.values()) {
    list.sort((a, b) => a.timeIndex - b.timeIndex || b.duration - a.duration);
    let cluster: { key: string; lane: number }[] = [];
    let laneEnds: number[] = [];
    let clusterEnd = -1;
    const close = () => {
      for (const member of cluster)
        result.set(member.key, { lane: member.lane, lanes: laneEnds.length });
      cluster = [];
      laneEnds = [];
    };
    for (const item of list) {
      const end = item.timeIndex + item.duration;
      if (item.timeIndex >= clusterEnd) close();
      let lane = laneEnds.findIndex((laneEnd) => laneEnd <= item.timeIndex);
      if (lane === -1) lane = laneEnds.push(end) - 1;
      else laneEnds[lane] = end;
      cluster.push({ key: item.key, lane });
      clusterEnd = Math.max(clusterEnd, end);
    }
    close();
  }
  return result;
}
