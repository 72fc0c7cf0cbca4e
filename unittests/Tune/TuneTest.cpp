//===- TuneTest.cpp - the search's confirmation and tuning records -------===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What accel-tune decides without measuring: how the winner is confirmed,
// whether the confirmation's rounds keep it, and how a record reads,
// prints and round-trips.
//
//===----------------------------------------------------------------------===//

#include "Records.h"
#include "Search.h"

#include "llvm/Support/Error.h"

#include <gtest/gtest.h>

#include <vector>

using namespace accel::tune;

namespace {

TEST(ConfirmationTest, TheWinnerStaysOnlyIfFasterInEveryRound) {
  EXPECT_FALSE(confirmsWinner({}));
  EXPECT_TRUE(confirmsWinner({{1.0, 0.95}}));
  EXPECT_TRUE(confirmsWinner({{1.0, 0.97}, {0.9, 0.88}, {1.2, 1.1}}));
  // 2% is the bar: 1.5% faster is the machine's drift.
  EXPECT_FALSE(confirmsWinner({{1.0, 0.985}}));
  // Faster by the least times of each (0.85 against 0.9), but not in the
  // second round: the default stays.
  EXPECT_FALSE(confirmsWinner({{1.0, 0.9}, {1.0, 1.0}, {0.9, 0.85}}));
}

TEST(ConfirmationTest, TurnsAlternateSoThatDriftConfirmsNothing) {
  // A machine that gets 3% faster at every call, and two codes of one
  // speed: the second of each pair would look 3% faster in every round.
  double speed = 1.0;
  std::vector<bool> order;
  auto drifting = [&](double seconds) {
    return [&, seconds](bool winner) -> llvm::Expected<double> {
      order.push_back(winner);
      speed *= 0.97;
      return seconds * speed;
    };
  };
  std::vector<ConfirmationRound> same = timeInTurns(3, drifting(1.0));
  ASSERT_EQ(same.size(), 3u);
  EXPECT_EQ(order, (std::vector<bool>{false, true, true, false, false, true}));
  EXPECT_LT(same[0].winnerSeconds, same[0].defaultSeconds);
  EXPECT_GT(same[1].winnerSeconds, same[1].defaultSeconds);
  EXPECT_FALSE(confirmsWinner(same));

  // A winner 10% faster stays so in every round, whichever comes first.
  speed = 1.0;
  std::vector<ConfirmationRound> faster =
      timeInTurns(3, [&](bool winner) -> llvm::Expected<double> {
        speed *= 0.97;
        return (winner ? 0.9 : 1.0) * speed;
      });
  EXPECT_TRUE(confirmsWinner(faster));

  // A timing that fails ends the confirmation without a round.
  int calls = 0;
  std::vector<ConfirmationRound> failed =
      timeInTurns(3, [&](bool) -> llvm::Expected<double> {
        if (++calls == 4)
          return llvm::createStringError("the call failed");
        return 1.0;
      });
  EXPECT_TRUE(failed.empty());
  EXPECT_EQ(calls, 4);
}

TEST(ConfirmationTest, TakesThreeRoundsOfOneCallWhereTimingsDoNotFit) {
  // Timings where one takes under 0.1 s, or three rounds of them take a
  // tenth of the kernel's share at most (a 2048 matmul: 0.4 s of 25).
  ConfirmationPlan quick = planConfirmation(0.05, 0.01, 1.0);
  EXPECT_EQ(quick.rounds, 3);
  EXPECT_FALSE(quick.singleCalls);
  EXPECT_DOUBLE_EQ(quick.seconds, 0.3);
  ConfirmationPlan fits = planConfirmation(0.4, 0.1, 25.0);
  EXPECT_EQ(fits.rounds, 3);
  EXPECT_FALSE(fits.singleCalls);
  EXPECT_DOUBLE_EQ(fits.seconds, 2.4);
  // A 4096 matmul: three calls of 0.8 s a timing. Three rounds of one call
  // each take what one round of timings took.
  ConfirmationPlan slow = planConfirmation(2.5, 0.8, 25.0);
  EXPECT_EQ(slow.rounds, 3);
  EXPECT_TRUE(slow.singleCalls);
  EXPECT_DOUBLE_EQ(slow.seconds, 4.8);
  // A kernel of a large module: little budget each.
  ConfirmationPlan share = planConfirmation(0.6, 0.15, 1.25);
  EXPECT_TRUE(share.singleCalls);
  EXPECT_DOUBLE_EQ(share.seconds, 0.9);
}

TuningRecord sampleRecord() {
  TuningRecord record;
  record.signature = "(tensor<8x8xf32>) -> tensor<8x8xf32>";
  record.backend = "cpu-vector";
  record.target = "x86_64-pc-linux-gnu emeraldrapids 0123";
  record.accel = "accel 0.1.0 test";
  record.options = {{"tile-m", "4"}, {"tile-n", "16"}};
  record.speedup = 1.12;
  record.candidates = 21;
  record.seconds = 1.8;
  return record;
}

TEST(TuningRecordTest, DescribesIdenticalCandidatesOnlyWhereThereWereSome) {
  TuningRecord record = sampleRecord();
  EXPECT_EQ(record.describe(), "1.12x the default, 21 candidates, 1.8 s");
  record.identical = 24;
  EXPECT_EQ(record.describe(), "1.12x the default, 21 candidates, 24 "
                               "identical to one of them, 1.8 s");
}

TEST(TuningRecordTest, RoundTripsItsCounts) {
  TuningRecord record = sampleRecord();
  record.identical = 24;
  llvm::Expected<TuningRecord> read =
      decodeTuningRecord(encodeTuningRecord(record));
  ASSERT_TRUE(static_cast<bool>(read)) << llvm::toString(read.takeError());
  EXPECT_EQ(read->options, record.options);
  EXPECT_EQ(read->candidates, 21);
  EXPECT_EQ(read->identical, 24);
  EXPECT_EQ(read->describe(), record.describe());
}

TEST(TuningRecordTest, SaysAndKeepsThatItsCandidatesWereScreened) {
  TuningRecord record = sampleRecord();
  record.identical = 3;
  // Written only where it is so: other records read as before.
  EXPECT_EQ(encodeTuningRecord(record).find("screened"), std::string::npos);
  record.screened = true;
  EXPECT_EQ(record.describe(), "1.12x the default, 21 candidates screened by "
                               "one call each, 3 identical to one of them, "
                               "1.8 s");
  std::string text = encodeTuningRecord(record);
  EXPECT_NE(text.find("\"screened\":true"), std::string::npos) << text;
  llvm::Expected<TuningRecord> read = decodeTuningRecord(text);
  ASSERT_TRUE(static_cast<bool>(read)) << llvm::toString(read.takeError());
  EXPECT_TRUE(read->screened);
  EXPECT_EQ(read->describe(), record.describe());
}

TEST(TuningRecordTest, ReadsAMissingOrNegativeCountAsNone) {
  const char *fields = R"("signature": "s", "backend": "cpu-vector",
                          "target": "t", "accel": "a",
                          "options": {"tile-m": 4})";
  llvm::Expected<TuningRecord> old =
      decodeTuningRecord(std::string("{") + fields + "}");
  ASSERT_TRUE(static_cast<bool>(old)) << llvm::toString(old.takeError());
  EXPECT_EQ(old->candidates, 0);
  EXPECT_EQ(old->identical, 0);
  EXPECT_FALSE(old->screened);
  llvm::Expected<TuningRecord> negative = decodeTuningRecord(
      std::string("{") + fields + R"(, "candidates": -2, "identical": -3})");
  ASSERT_TRUE(static_cast<bool>(negative))
      << llvm::toString(negative.takeError());
  EXPECT_EQ(negative->candidates, 0);
  EXPECT_EQ(negative->identical, 0);
  EXPECT_EQ(negative->options, (accel::TuningCandidate{{"tile-m", "4"}}));
}

} // namespace
