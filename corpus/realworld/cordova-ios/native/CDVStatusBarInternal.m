/*
    Licensed to the Apache Software Foundation (ASF) under one
    or more contributor license agreements.  See the NOTICE file
    distributed with this work for additional information
    regarding copyright ownership.  The ASF licenses this file
    to you under the Apache License, Version 2.0 (the
    "License"); you may not use this file except in compliance
    with the License.  You may obtain a copy of the License at

        http://www.apache.org/licenses/LICENSE-2.0

    Unless required by applicable law or agreed to in writing,
    software distributed under the License is distributed on an
    "AS IS" BASIS, WITHOUT WARRANTIES OR CONDITIONS OF ANY
    KIND, either express or implied.  See the License for the
    specific language governing permissions and limitations
    under the License.
*/

#import "CDVStatusBarInternal.h"
#import "CDVViewController+Private.h"

@implementation CDVStatusBarInternal

- (void)setVisible:(CDVInvokedUrlCommand *)command
{
    id value = [command argumentAtIndex:0];
    if (!([value isKindOfClass:[NSNumber class]])) {
        value = [NSNumber numberWithBool:YES];
    }

    [self.viewController showStatusBar:[value boolValue]];
}

- (void)setBackgroundColor:(CDVInvokedUrlCommand *)command
{
    NSInteger valueR = [[command argumentAtIndex:0 withDefault:@0] integerValue];
    NSInteger valueG = [[command argumentAtIndex:1 withDefault:@0] integerValue];
    NSInteger valueB = [[command argumentAtIndex:2 withDefault:@0] integerValue];
    float valueA = [[command argumentAtIndex:3 withDefault:@1.f] floatValue];

    UIColor *bgColor = [UIColor colorWithRed:valueR/255.f green:valueG/255.f blue:valueB/255.f alpha:valueA];
    [self.viewController setStatusBarBackgroundColor:bgColor];
}

@end

