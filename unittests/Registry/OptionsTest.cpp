//===- OptionsTest.cpp - typed options structs ------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Registry/Options.h"

#include "gtest/gtest.h"

using namespace accel;

namespace {

/// One field of each kind.
struct DeviceOptions {
  int64_t lanes = 8;
  bool fast = false;
  std::string mode = "auto";
  std::string chip = "x1";

  void bindOptions(OptionBinder &binder) {
    binder.integer("lanes", lanes, "vector lanes", 1, 64);
    binder.boolean("fast", fast, "fast math");
    binder.enumeration("mode", mode, "scheduling", {"auto", "manual"});
    binder.pattern("chip", chip, "chip name", "xN", {"x1", "x2"}, "x[0-9]");
  }
};

TEST(OptionsTest, SchemaIsBuiltFromTheDefaults) {
  DeviceOptions defaults;
  defaults.lanes = 16;
  std::vector<OptionSpec> schema = optionSchema(defaults);
  ASSERT_EQ(schema.size(), 4u);
  EXPECT_EQ(schema[0].name, "lanes");
  EXPECT_EQ(schema[0].kind, OptionKind::Integer);
  EXPECT_EQ(schema[0].defaultValue, "16");
  EXPECT_EQ(schema[0].form, "an integer from 1 to 64");
  EXPECT_EQ(schema[1].kind, OptionKind::Boolean);
  EXPECT_EQ(schema[1].defaultValue, "false");
  EXPECT_EQ(schema[1].form, "true or false");
  EXPECT_EQ(schema[2].kind, OptionKind::Enum);
  EXPECT_EQ(schema[2].defaultValue, "auto");
  EXPECT_FALSE(schema[2].accepts("sometimes"));
  EXPECT_EQ(schema[3].kind, OptionKind::String);
  EXPECT_EQ(schema[3].form, "xN");
  EXPECT_TRUE(schema[3].accepts("x7"));
  EXPECT_FALSE(schema[3].accepts("x77"));
  EXPECT_STREQ(schema[3].kindName().data(), "string");
}

TEST(OptionsTest, StructIsFilledFromValidatedValues) {
  std::vector<OptionSpec> schema = optionSchema(DeviceOptions());
  OptionValues values;
  // What the selection does: each value parsed once by its spec.
  values.set("lanes", *findOption(schema, "lanes")->parse("32"));
  values.set("fast", *findOption(schema, "fast")->parse("true"));
  values.set("mode", *findOption(schema, "mode")->parse("manual"));
  DeviceOptions options = bindOptions<DeviceOptions>(values);
  EXPECT_EQ(options.lanes, 32);
  EXPECT_TRUE(options.fast);
  EXPECT_EQ(options.mode, "manual");
  // Not given: the struct's own default.
  EXPECT_EQ(options.chip, "x1");
}

} // namespace
