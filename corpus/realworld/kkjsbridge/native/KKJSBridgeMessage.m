//
//  KKJSBridgeMessage.m
//  KKJSBridge
//
//  Created by karos li on 2019/7/22.
//  Copyright © 2019 karosli. All rights reserved.
//

#import "KKJSBridgeMessage.h"

@implementation KKJSBridgeMessage

@end

